// No zod here either: the home page and the product view import these (catalog-query.ts says why).
import { parseProductQuery, type ProductQuery } from '@escudo/contracts'
import type { Product } from '../api/catalog-api'
import { EMPTY_QUERY } from './catalog-query'

/**
 * The arguments of the requests the catalogue's pages make, in one place: the components ask with them, and
 * the server asks with them before its first render (app/routes/storefront/page-data.ts). The same
 * arguments are the same cache entry, so the render finds its data instead of starting another round.
 */

/** How many products each of the home page's blocks shows. */
export const HOME_BLOCK_SIZE = 8

/**
 * The home page's newest releases. Like every promotion slot (the server's highlights and most popular too),
 * only products that can be quoted: a product whose CA is not valid is never promoted (NR-6).
 */
export const HOME_RELEASES: ProductQuery = {
  ...EMPTY_QUERY,
  isLancamento: true,
  caValido: true,
  sort: '-createdAt',
  page: { number: 1, size: HOME_BLOCK_SIZE },
}

/** The catalogue's list for the query string of its address (`?filter[categories]=…`). */
export const catalogQueryOf = (search: string): ProductQuery => parseProductQuery(new URLSearchParams(search))

/**
 * The list request of a page in `language`: an English page searches the English texts (`lang=en`, English
 * stemming). Only the request carries it; the page's own address says its language by its `/en` path.
 */
export const listQueryIn = (query: ProductQuery, language: string): ProductQuery =>
  language === 'en' && query.q ? { ...query, lang: 'en' } : query

/**
 * Up to four popular products of the product's category that can be quoted (a promotion slot: no product
 * whose CA is not valid): five asked, the product itself left out.
 */
export const relatedProductsQuery = (product: Pick<Product, 'category'>): ProductQuery => ({
  q: undefined,
  filters: { categories: [product.category] },
  isLancamento: false,
  caValido: true,
  sort: '-popularity',
  page: { number: 1, size: 5 },
})
