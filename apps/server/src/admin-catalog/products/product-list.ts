import type { AdminProductQuery } from '@escudo/contracts'
import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { productImages, products } from '../../db/schema/index'
import { likePattern } from '../../lib/pagination'
import type { SummaryRow } from './resources'

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
  caNumber: products.caNumber,
  caValidUntil: products.caValidUntil,
  certificates: products.certificates,
  norms: products.norms,
  published: products.published,
  version: products.version,
  updatedAt: products.updatedAt,
  // The stored completeness (decision 042): the row shows what the complete filter reads.
  missingFields: products.missingFields,
  missingEnglish: missingEnglishSql,
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
  // `nulls last` as the index products_updated_at_id has it (drizzle-kit's default for desc): `desc` alone is
  // `nulls first`, which PostgreSQL does not match to that index, so it read the whole table and sorted it.
  '-updatedAt': [sql`${products.updatedAt} desc nulls last`, asc(products.id)],
}

/**
 * The back office's product list, published or not, read from the database (the search index holds
 * published products only). Completeness is a stored column (decision 042), so every filter is SQL.
 */
export async function listProducts(
  db: Database,
  query: Query,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = productConditions(query)
  // The page's ids first, from the indexes of its order (migration 0016), then its columns for those rows only:
  // the images, data sheet and completeness are read for 20 products, not for every one the offset skips.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...PRODUCT_ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset)
    .as('page')
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(...PRODUCT_ORDER[query.sort]),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** The SQL filters of the admin list: search on name, reference and CA, status, completeness, category, brand. */
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
    query.complete === undefined
      ? undefined
      : query.complete
        ? eq(products.missingCount, 0)
        : gt(products.missingCount, 0),
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
