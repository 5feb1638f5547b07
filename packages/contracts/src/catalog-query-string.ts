// Plain code with no zod, so the storefront's first chunk can write catalogue links without the schemas.
import { FILTER_GROUPS, type FilterGroupId, type ProductSort } from './catalog-constants'
import { PAGE_SIZE_DEFAULT } from './constants'

/** The query of the product list as the server and the web app's URL both carry it. */
export type ProductQuery = {
  q: string | undefined
  filters: Partial<Record<FilterGroupId, string[]>>
  isLancamento: boolean
  sort: ProductSort | undefined
  page: { number: number; size: number }
}

const filterKey = (group: string) => `filter[${group}]`

/** The inverse of the schema: the list's query string (no `?`), parameters in a stable order. */
export function productQueryToString(query: ProductQuery): string {
  const pairs: [string, string][] = []
  if (query.q) pairs.push(['filter[q]', query.q])
  for (const group of FILTER_GROUPS) {
    const ids = query.filters[group]
    if (ids && ids.length > 0) pairs.push([filterKey(group), ids.join(',')])
  }
  if (query.isLancamento) pairs.push(['filter[isLancamento]', 'true'])
  if (query.sort) pairs.push(['sort', query.sort])
  if (query.page.number !== 1) pairs.push(['page[number]', String(query.page.number)])
  if (query.page.size !== PAGE_SIZE_DEFAULT) pairs.push(['page[size]', String(query.page.size)])
  // Brackets and commas stay readable in the address bar; everything else is encoded.
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`).join('&')
}
