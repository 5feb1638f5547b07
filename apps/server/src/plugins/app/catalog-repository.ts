import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  banners,
  filterGroups,
  filterOptions,
  highlights,
  productDatasheets,
  productImages,
  products,
  type NewProduct,
} from '../../db/schema/index'
import { loadIndexedProduct } from '../../search/load'
import type { CatalogSearch } from '../../search/types'

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: ReturnType<typeof catalogQueries>
  }
}

/** The catalogue's queries. Lists come from the search index; these read single rows and small tables. */
export function catalogQueries(db: Database, index: CatalogSearch) {
  /** Re-reads a product after a write and brings the index in line with it. */
  const reindex = async (id: string) => {
    const product = await loadIndexedProduct(db, id)
    if (product) index.upsert(product)
    else index.remove(id)
  }

  return {
    filterGroups: async () => ({
      groups: await db.select().from(filterGroups).orderBy(asc(filterGroups.position)),
      options: await db.select().from(filterOptions).orderBy(asc(filterOptions.position)),
    }),

    product: async (id: string) => {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.published, true)))
      if (!row) return undefined
      const images = await db
        .select({
          position: productImages.position,
          alt: productImages.alt,
          version: sql<string | null>`regexp_replace(${productImages.filePath}, '^.*/', '')`,
        })
        .from(productImages)
        .where(eq(productImages.productId, id))
      const [datasheet] = await db.select().from(productDatasheets).where(eq(productDatasheets.productId, id))
      return { row, images, datasheet }
    },

    image: async (productId: string, position: number) => {
      const [image] = await db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
      return image
    },

    highlightIds: async () =>
      (await db.select().from(highlights).orderBy(asc(highlights.position))).map((row) => row.productId),

    activeBanners: async (now: Date) =>
      db
        .select()
        .from(banners)
        .where(
          and(
            or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
            or(isNull(banners.activeUntil), gt(banners.activeUntil, now)),
          ),
        )
        .orderBy(asc(banners.position)),

    banner: async (id: string) => (await db.select().from(banners).where(eq(banners.id, id)))[0],

    /**
     * Creates or replaces a product (the back office's write path) and updates the index. The
     * version grows by one on every write, for optimistic locking.
     */
    saveProduct: async (values: NewProduct & { id: string }) => {
      const { id, createdAt: _createdAt, version: _version, ...changes } = values
      await db
        .insert(products)
        .values(values)
        .onConflictDoUpdate({
          target: products.id,
          set: { ...changes, updatedAt: new Date(), version: sql`${products.version} + 1` },
        })
      await reindex(id)
    },

    deleteProduct: async (id: string) => {
      await db.delete(products).where(eq(products.id, id))
      await reindex(id)
    },
  }
}

async function catalogRepository(app: FastifyInstance) {
  app.decorate('catalogRepository', catalogQueries(app.db, app.catalogIndex))
}

export default fp(catalogRepository, { name: 'catalog-repository', dependencies: ['db', 'catalog-index'] })
