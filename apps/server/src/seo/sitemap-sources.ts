import { PAGE_SIZE_DEFAULT, productQueryToString } from '@escudo/contracts'
import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { imageUrl } from '../catalog/resources'
import type { Database } from '../db/client'
import { filterOptions, productImages, products } from '../db/schema/index'
import type { SitemapPage } from './sitemap-xml'

export const SITEMAP_KINDS = ['pages', 'categories', 'products'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** The pages of one kind, counted and read a file's worth at a time. */
export type SitemapSource = {
  count(): Promise<number>
  read(offset: number, limit: number): Promise<SitemapPage[]>
}

// The storefront's public pages as apps/web/src/config/paths.ts writes them (the server cannot import the web
// app); the catalogue's query string comes from the helper the storefront's links use.
const HOME = '/'
const CATALOG = '/produtos'
const CONTACT = '/contato'
const CA_LOOKUP = '/consulta-ca'
const WHERE_TO_BUY = '/onde-comprar'
const productPath = (slug: string) => `${CATALOG}/${encodeURIComponent(slug)}`
const categoryPath = (category: string) =>
  `${CATALOG}?${productQueryToString({
    q: undefined,
    filters: { categories: [category] },
    isLancamento: false,
    sort: undefined,
    page: { number: 1, size: PAGE_SIZE_DEFAULT },
  })}`

const STATIC_PAGES: SitemapPage[] = [
  { path: HOME },
  { path: CATALOG },
  { path: CONTACT },
  { path: CA_LOOKUP },
  { path: WHERE_TO_BUY },
]

// A category is listed while it has a published product (an empty one is no page worth crawling); its last
// change is its newest product's.
const publishedCategories = (db: Database) =>
  db
    .select({ id: filterOptions.id, lastmod: max(products.updatedAt) })
    .from(filterOptions)
    .innerJoin(products, and(eq(products.category, filterOptions.id), eq(products.published, true)))
    .where(eq(filterOptions.groupId, 'categories'))
    .groupBy(filterOptions.id, filterOptions.position)

type ProductEntry = {
  id: string
  slug: string
  updatedAt: string
  position: number | null
  version: string | null
}

// A file's products with their first image (an uploaded one's URL carries its key, as the catalogue API writes
// it), as one JSON text: PGlite decodes a result row by row in JavaScript, and 50,000 rows cost about twice
// one JSON.parse (as indexed-products.ts found); PostgreSQL answers either way in about the same time.
const PRODUCTS_QUERY = (offset: number, limit: number) => sql`
  select coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'updatedAt', p.updated_at,
    'position', i.position, 'version', regexp_replace(i.file_path, '^.*/', '')) order by p.id), '[]')::text as rows
  from (select id, slug, updated_at from ${products} where published order by id offset ${offset} limit ${limit}) p
  left join lateral (select position, file_path from ${productImages}
    where product_id = p.id order by position limit 1) i on true`

/**
 * What the sitemaps list, read from the database on every request: whichever process wrote a change, the
 * next sitemap shows it. Rows come in a fixed order (products by id) so that files split the same way.
 */
export function sitemapSources(db: Database): Record<SitemapKind, SitemapSource> {
  return {
    pages: {
      count: async () => STATIC_PAGES.length,
      read: async (offset, limit) => STATIC_PAGES.slice(offset, offset + limit),
    },
    categories: {
      count: async () => {
        const [row] = await db.select({ total: count() }).from(publishedCategories(db).as('categories'))
        return row?.total ?? 0
      },
      read: async (offset, limit) => {
        const rows = await publishedCategories(db)
          .orderBy(asc(filterOptions.position), asc(filterOptions.id))
          .offset(offset)
          .limit(limit)
        return rows.map((row) => ({
          path: categoryPath(row.id),
          ...(row.lastmod ? { lastmod: row.lastmod } : {}),
        }))
      },
    },
    products: {
      count: async () => {
        const [row] = await db.select({ total: count() }).from(products).where(eq(products.published, true))
        return row?.total ?? 0
      },
      read: async (offset, limit) => {
        const result = (await db.execute(PRODUCTS_QUERY(offset, limit))) as unknown as {
          rows: { rows: string }[]
        }
        return (JSON.parse(result.rows[0]?.rows ?? '[]') as ProductEntry[]).map((row) => ({
          path: productPath(row.slug),
          lastmod: new Date(row.updatedAt),
          ...(row.position === null ? {} : { image: imageUrl(row.id, row.position, row.version) }),
        }))
      },
    },
  }
}
