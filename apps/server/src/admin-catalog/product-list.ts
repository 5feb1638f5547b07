import type { AdminProductQuery } from '@escudo/contracts'
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { productDatasheets, productImages, products } from '../db/schema/index'
import { likePattern } from '../lib/pagination'
import { summaryCompleteness, type SummaryRow } from './resources'

/** The admin list's filters and order (the export takes the same, see product-export.ts). */
export type ProductFilters = {
  q?: string | undefined
  published?: boolean | undefined
  complete?: boolean | undefined
  missingEnglish?: boolean | undefined
  category?: string | undefined
  brand?: string | undefined
  sort: NonNullable<AdminProductQuery['sort']>
}
type Query = ProductFilters & { offset: number; limit: number }

// Any of the four English texts missing (null or blank): the "missing English" badge and filter.
const missingEnglishSql = sql<boolean>`(${sql.join(
  [products.nameEn, products.shortDescriptionEn, products.descriptionEn, products.careInstructionsEn].map(
    (column) => sql`coalesce(trim(${column}), '') = ''`,
  ),
  sql` or `,
)})`

const columns = {
  id: products.id,
  name: products.name,
  reference: products.reference,
  slug: products.slug,
  brand: products.brand,
  category: products.category,
  family: products.family,
  packaging: products.packaging,
  caNumber: products.caNumber,
  caValidUntil: products.caValidUntil,
  en388: products.en388,
  ansiCutLevel: products.ansiCutLevel,
  sizes: products.sizes,
  certificates: products.certificates,
  norms: products.norms,
  published: products.published,
  version: products.version,
  updatedAt: products.updatedAt,
  // Completeness needs to know whether the long texts are empty, not the texts themselves.
  hasShortDescription: sql<boolean>`length(trim(${products.shortDescription})) > 0`,
  hasDescription: sql<boolean>`length(trim(${products.description})) > 0`,
  imageCount: sql<number>`(select count(*)::int from ${productImages} where ${productImages.productId} = ${products.id})`,
  missingEnglish: missingEnglishSql,
  hasDatasheet: sql<boolean>`exists (select 1 from ${productDatasheets} where ${productDatasheets.productId} = ${products.id})`,
  thumbnailVersion: sql<
    string | null
  >`(select coalesce(regexp_replace(i.file_path, '^.*/', ''), substr(md5(i.svg), 1, 12))
    from ${productImages} i where i.product_id = ${products.id} and i.position = 1)`,
}

/** The version of a product's first image (see imageVersion), for its thumbnail URL. */
export const thumbnailVersionSql = columns.thumbnailVersion

export const PRODUCT_ORDER: Record<Query['sort'], SQL[]> = {
  name: [asc(products.name), asc(products.id)],
  '-name': [desc(products.name), asc(products.id)],
  reference: [asc(products.reference)],
  '-reference': [desc(products.reference)],
  updatedAt: [asc(products.updatedAt), asc(products.id)],
  '-updatedAt': [desc(products.updatedAt), asc(products.id)],
}

/**
 * The back office's product list, published or not, read from the database (the search index holds
 * published products only). Completeness depends on per-category rules, so filtering on it happens
 * here, after the SQL filters: fine for a catalogue of thousands, to move into a stored column beyond.
 */
export async function listProducts(
  db: Database,
  query: Query,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = productConditions(query)
  const select = () =>
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...PRODUCT_ORDER[query.sort])
  if (query.complete !== undefined) {
    const all = (await select()).filter(
      (row) => (summaryCompleteness(row).missing.length === 0) === query.complete,
    )
    return { rows: all.slice(query.offset, query.offset + query.limit), total: all.length }
  }
  const [rows, [count]] = await Promise.all([
    select().limit(query.limit).offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** The SQL filters of the admin list: search on name, reference and CA, status, category, brand. */
export function productConditions(query: ProductFilters): SQL | undefined {
  const conditions = [
    query.q
      ? or(
          ilike(products.name, likePattern(query.q)),
          ilike(products.reference, likePattern(query.q)),
          ilike(products.caNumber, likePattern(query.q)),
        )
      : undefined,
    query.published === undefined ? undefined : eq(products.published, query.published),
    query.missingEnglish === undefined
      ? undefined
      : query.missingEnglish
        ? missingEnglishSql
        : sql`not ${missingEnglishSql}`,
    query.category ? eq(products.category, query.category) : undefined,
    query.brand ? eq(products.brand, query.brand) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  return conditions.length > 0 ? and(...conditions) : undefined
}

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true')

/** The list's query string (validated by AdminProductQuery) as filters; the export reads the same. */
export function productFilters(query: {
  'filter[q]'?: string | undefined
  'filter[published]'?: 'true' | 'false' | undefined
  'filter[complete]'?: 'true' | 'false' | undefined
  'filter[missingEnglish]'?: 'true' | 'false' | undefined
  'filter[category]'?: string | undefined
  'filter[brand]'?: string | undefined
  sort: ProductFilters['sort']
}): ProductFilters {
  return {
    q: query['filter[q]'] || undefined,
    published: flag(query['filter[published]']),
    complete: flag(query['filter[complete]']),
    missingEnglish: flag(query['filter[missingEnglish]']),
    category: query['filter[category]'],
    brand: query['filter[brand]'],
    sort: query.sort,
  }
}
