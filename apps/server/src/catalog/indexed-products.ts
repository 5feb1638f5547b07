import { asc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm'
import type { ImageRef } from './resources'
import type { Database } from '../db/client'
import { filterGroups, filterOptions, productImages, products } from '../db/schema/index'
import { REGISTRY_NUMBER_SQL, brazilToday, type RegistryInUse } from '../ca-registry/product-check'
import { checkCas, registryInUse } from '../ca-registry/registry-checks'
import { type CaContext, type IndexedRow, parseProductBatch, toIndexed } from './product-rows'
import type { IndexedProduct, TaxonomyGroup } from './search/types'

// Care instructions are neither searched nor listed: leave them in the database.
const { careInstructions: _care, careInstructionsEn: _careEn, ...indexedColumns } = getTableColumns(products)

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

// An uploaded image's URL carries the random part of its key, so it is cached for good (null: an SVG).
const imageVersionSql = sql<string | null>`regexp_replace(${productImages.filePath}, '^.*/', '')`

/** The rows with their images and their CAs checked against the registry in use on `now`'s day. */
async function withImages(db: Database, rows: IndexedRow[], now: Date): Promise<IndexedProduct[]> {
  if (rows.length === 0) return []
  const checks = await checkCas(db, rows, now)
  const images = await db
    .select({
      productId: productImages.productId,
      position: productImages.position,
      alt: productImages.alt,
      altEn: productImages.altEn,
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
  return rows.map((row, i) => toIndexed(row, byProduct.get(row.id) ?? [], checks[i]!))
}

// Each batch comes back as one JSON text: PGlite decodes a wide result row by row in JavaScript,
// which costs far more than one JSON.parse; PostgreSQL answers either way in about the same time.
const FIELDS = sql.raw(
  Object.entries(indexedColumns)
    .map(([key, column]) => `'${key}', p."${column.name}"`)
    .join(', '),
)
// With each product, what the registry in use lists of its CA (one primary-key read), for its CA check.
const LISTED_CA = (registryId: string | null) => sql`
  (select json_build_object('situation', e.situation, 'validUntil', e.valid_until)
     from ca_registry_entries e
     where e.import_id = ${registryId}::uuid and e.ca_number = ${sql.raw(REGISTRY_NUMBER_SQL('p.ca_number'))})`
const BATCH_QUERY = (fromPage: number, toPage: number, registryId: string | null) => sql`
  select coalesce(json_agg(json_build_object(${FIELDS}, 'images',
    (select coalesce(json_agg(json_build_object('position', i.position, 'alt', i.alt, 'altEn', i.alt_en,
       'version', regexp_replace(i.file_path, '^.*/', ''))), '[]'::json)
       from ${productImages} i where i.product_id = p.id),
    'listedCa', ${LISTED_CA(registryId)}
  )), '[]'::json)::text as batch
  from ${products} p
  where p.published and p.ctid >= ${`(${fromPage},0)`}::tid and p.ctid < ${`(${toPage},0)`}::tid`

// Pages of the products table per batch: about a thousand products.
const PAGES_PER_BATCH = 200

/**
 * Published products in batches, each as the JSON text `parseProductBatch` reads, so that a large
 * catalogue never sits whole in memory (and a worker thread can parse the batches). Batches are
 * ranges of the table's pages (a TID range scan): read in the order they lie on disk, every page is
 * read once, where batches in key order read the table in random order, most of it several times
 * over with PGlite's small buffer cache. A product written meanwhile may move to a page already
 * read: the caller replays the writes made during a load (see catalog-index.ts).
 */
export async function* loadPublishedBatches(db: Database, registry: RegistryInUse): AsyncGenerator<string> {
  const pages = await tablePages(db)
  for (let from = 0; from < pages; from += PAGES_PER_BATCH) {
    const query = BATCH_QUERY(from, from + PAGES_PER_BATCH, registry?.id ?? null)
    const result = (await db.execute(query)) as unknown as {
      rows: { batch: string }[]
    }
    const batch = result.rows[0]?.batch
    if (batch && batch !== '[]') yield batch
  }
}

/** The number of pages of the products table when the load starts (rows added later are replayed). */
async function tablePages(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select (pg_relation_size(${sql.raw(`'${getTableName(products)}'`)}) / current_setting('block_size')::int)::int as pages`,
  )) as unknown as { rows: { pages: number }[] }
  return Number(result.rows[0]?.pages ?? 0)
}

export async function countPublishedProducts(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from ${products} where published`,
  )) as unknown as { rows: { count: number }[] }
  return Number(result.rows[0]?.count ?? 0)
}

/** What the CA checks of a whole load share: the registry in use now, and today in Brazil. */
export async function caContext(db: Database, now: Date = new Date()): Promise<CaContext> {
  return { registry: await registryInUse(db), today: brazilToday(now) }
}

/** Published products in batches (see `loadPublishedBatches`). */
export async function* loadPublishedProducts(
  db: Database,
  context: CaContext,
): AsyncGenerator<IndexedProduct[]> {
  for await (const text of loadPublishedBatches(db, context.registry)) yield parseProductBatch(text, context)
}

/** One product as the index keeps it, published or not; undefined when it does not exist. */
export async function loadIndexedProduct(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<IndexedProduct | undefined> {
  const rows = await db.select(indexedColumns).from(products).where(eq(products.id, id))
  const [product] = await withImages(db, rows, now)
  return product
}

/** Several products as the index keeps them, published or not; ids with no product are left out. */
export async function loadIndexedProducts(
  db: Database,
  ids: string[],
  now: Date = new Date(),
): Promise<IndexedProduct[]> {
  if (ids.length === 0) return []
  const rows = await db.select(indexedColumns).from(products).where(inArray(products.id, ids))
  return withImages(db, rows, now)
}
