import { and, asc, eq, getTableColumns, gt, inArray } from 'drizzle-orm'
import { productOptions, summaryAttributes, type ImageRef } from '../catalog/product-resource'
import type { Database } from '../db/client'
import { filterGroups, filterOptions, productImages, products } from '../db/schema/index'
import type { IndexedProduct, TaxonomyGroup } from './types'

// Care instructions are neither searched nor listed: leave them in the database.
const { careInstructions: _care, ...indexedColumns } = getTableColumns(products)
type IndexedRow = { [K in keyof typeof indexedColumns]: (typeof products.$inferSelect)[K] }

export async function loadTaxonomy(db: Database): Promise<TaxonomyGroup[]> {
  const groups = await db.select().from(filterGroups).orderBy(asc(filterGroups.position))
  const options = await db.select().from(filterOptions).orderBy(asc(filterOptions.position))
  return groups.map((group) => ({
    id: group.id,
    options: options
      .filter((option) => option.groupId === group.id)
      .map((option) => ({ id: option.id, titles: [option.titlePt, option.titleEn] })),
  }))
}

function toIndexed(row: IndexedRow, images: ImageRef[]): IndexedProduct {
  return {
    id: row.id,
    slug: row.slug,
    reference: row.reference,
    caNumber: row.caNumber,
    name: row.name,
    summary: row.shortDescription,
    description: row.description,
    options: productOptions(row),
    isLancamento: row.isLancamento,
    popularity: row.popularity,
    createdAt: row.createdAt.getTime(),
    published: row.published,
    document: JSON.stringify({ type: 'products', id: row.id, attributes: summaryAttributes(row, images) }),
  }
}

async function withImages(db: Database, rows: IndexedRow[]): Promise<IndexedProduct[]> {
  if (rows.length === 0) return []
  const images = await db
    .select({ productId: productImages.productId, position: productImages.position, alt: productImages.alt })
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((row) => row.id),
      ),
    )
  const byProduct = new Map<string, ImageRef[]>()
  for (const image of images)
    byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image])
  return rows.map((row) => toIndexed(row, byProduct.get(row.id) ?? []))
}

/** Published products in batches, by primary key, so a large catalogue never sits twice in memory. */
export async function* loadPublishedProducts(db: Database, batch = 5000): AsyncGenerator<IndexedProduct[]> {
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const rows = await db
      .select(indexedColumns)
      .from(products)
      .where(and(eq(products.published, true), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batch)
    if (rows.length === 0) return
    yield await withImages(db, rows)
    after = rows.at(-1)!.id
  }
}

/** One product as the index keeps it, published or not; undefined when it does not exist. */
export async function loadIndexedProduct(db: Database, id: string): Promise<IndexedProduct | undefined> {
  const rows = await db.select(indexedColumns).from(products).where(eq(products.id, id))
  const [product] = await withImages(db, rows)
  return product
}
