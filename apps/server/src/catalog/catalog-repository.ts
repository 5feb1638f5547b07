import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { checkCas } from '../ca-registry/registry-checks'
import type { SizeGuideAttributes, SizeGuideId } from '@escudo/contracts'
import type { Database } from '../db/client'
import {
  banners,
  filterGroups,
  filterOptions,
  highlights,
  productDatasheets,
  productImages,
  products,
  productSlugHistory,
} from '../db/schema/index'
import { listChemicals } from './chemical-list'
import { listDistributors, type PublicDistributorFilters } from './distributor-list'
import { readSizeGuide, saveSizeGuide } from './size-guides'

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: ReturnType<typeof catalogQueries>
  }
}

/** The catalogue's queries. Lists come from the search index; these read single rows and small tables. */
export function catalogQueries(db: Database) {
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
          altEn: productImages.altEn,
          version: sql<string | null>`regexp_replace(${productImages.filePath}, '^.*/', '')`,
        })
        .from(productImages)
        .where(eq(productImages.productId, id))
      const [datasheet] = await db.select().from(productDatasheets).where(eq(productDatasheets.productId, id))
      // Today's registry and date, like the index's cards (see catalog-index.ts for the daily refresh).
      const [check] = await checkCas(db, [row], new Date())
      return { row, images, datasheet, check: check! }
    },

    /** The norms of these products (the index's documents do not carry them), by id. */
    norms: async (ids: string[]): Promise<Map<string, string[]>> => {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: products.id, norms: products.norms })
        .from(products)
        .where(inArray(products.id, ids))
      return new Map(rows.map((row) => [row.id, row.norms]))
    },

    /** The current slug of the published product that had `slug` before a rename (its page answers 301). */
    renamedSlug: async (slug: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ slug: products.slug })
        .from(productSlugHistory)
        .innerJoin(products, eq(products.id, productSlugHistory.productId))
        .where(and(eq(productSlugHistory.slug, slug), eq(products.published, true)))
      return row?.slug
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

    /** The storefront's distributors, with the states and cities that have any (`distributor-list.ts`). */
    distributors: (filters: PublicDistributorFilters) => listDistributors(db, filters),

    /** The chemicals of EN ISO 374-1 and of the catalogue's data matching `q` (`chemical-list.ts`). */
    chemicals: (q: string | undefined) => listChemicals(db, q),

    /** A size guide as staff saved it, or its seeded default (`size-guides.ts`). */
    sizeGuide: (id: SizeGuideId) => readSizeGuide(db, id),

    /** Replaces a size guide (the back office's editor). */
    saveSizeGuide: (id: SizeGuideId, guide: SizeGuideAttributes) => saveSizeGuide(db, id, guide),
  }
}

async function catalogRepository(app: FastifyInstance) {
  app.decorate('catalogRepository', catalogQueries(app.db))
}

export default fp(catalogRepository, { name: 'catalog-repository', dependencies: ['db'] })
