import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
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

// An uploaded image's URL carries the random part of its key, so it is cached for good (null: an SVG).
const imageVersionSql = sql<string | null>`regexp_replace(${productImages.filePath}, '^.*/', '')`

async function withImages(db: Database, rows: IndexedRow[]): Promise<IndexedProduct[]> {
  if (rows.length === 0) return []
  const images = await db
    .select({
      productId: productImages.productId,
      position: productImages.position,
      alt: productImages.alt,
      version: imageVersionSql,
    })
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

// Each batch comes back as one JSON text: PGlite decodes a wide result row by row in JavaScript,
// which costs far more than one JSON.parse; PostgreSQL answers either way in about the same time.
const FIELDS = sql.raw(
  Object.entries(indexedColumns)
    .map(([key, column]) => `'${key}', p."${column.name}"`)
    .join(', '),
)
const BATCH_QUERY = (after: string, batch: number) => sql`
  select coalesce(json_agg(json_build_object(${FIELDS}, 'images',
    (select coalesce(json_agg(json_build_object('position', i.position, 'alt', i.alt,
       'version', regexp_replace(i.file_path, '^.*/', ''))), '[]'::json)
       from ${productImages} i where i.product_id = p.id)
  ) order by p.id), '[]'::json)::text as batch
  from (select * from ${products} where published and id > ${after} order by id limit ${batch}) p`

type JsonRow = Omit<IndexedRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
  images: ImageRef[]
}

const fromJson = ({ images, createdAt, updatedAt, ...row }: JsonRow): IndexedProduct =>
  toIndexed({ ...row, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) }, images)

/** Published products in batches, by primary key, so a large catalogue never sits twice in memory. */
export async function* loadPublishedProducts(db: Database, batch = 1000): AsyncGenerator<IndexedProduct[]> {
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const result = (await db.execute(BATCH_QUERY(after, batch))) as unknown as { rows: { batch: string }[] }
    const rows = JSON.parse(result.rows[0]?.batch ?? '[]') as JsonRow[]
    if (rows.length === 0) return
    yield rows.map(fromJson)
    after = rows.at(-1)!.id
  }
}

/** One product as the index keeps it, published or not; undefined when it does not exist. */
export async function loadIndexedProduct(db: Database, id: string): Promise<IndexedProduct | undefined> {
  const rows = await db.select(indexedColumns).from(products).where(eq(products.id, id))
  const [product] = await withImages(db, rows)
  return product
}
