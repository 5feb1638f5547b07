// No zod here: the header's search box and the home page use these helpers, and must not load the schemas.
import {
  PAGE_SIZE_DEFAULT,
  productQueryToString,
  type FilterGroupId,
  type ProductQuery,
} from '@escudo/contracts'
import { paths } from '../../../config/paths'
import type { FilterGroup } from '../api/catalog-api'

/**
 * The address of the list with this query (without the language prefix, which links add): what each facet, chip
 * and "Limpar filtros" link to, so they work before and without the script (decision 047).
 */
export const catalogHref = (query: ProductQuery) =>
  paths.storefront.catalog.getHref(productQueryToString(query))

/** The unfiltered first page: what `/produtos` with no query string shows. */
export const EMPTY_QUERY: ProductQuery = {
  q: undefined,
  filters: {},
  isLancamento: false,
  sort: undefined,
  page: { number: 1, size: PAGE_SIZE_DEFAULT },
}

/**
 * A category's page: the catalogue filtered by it, as the home page's entries, the breadcrumbs, canonical URLs
 * and the server's sitemap (decision 027) all write it.
 */
export const categoryHref = (category: string) =>
  paths.storefront.catalog.getHref(
    productQueryToString({ ...EMPTY_QUERY, filters: { categories: [category] } }),
  )

/** Whether a secondary group applies to the current selection (its category, or any work-at-height option). */
export function groupApplies(group: Pick<FilterGroup, 'appliesTo'>, query: ProductQuery): boolean {
  if (!group.appliesTo) return true
  const selected = query.filters[group.appliesTo.group as FilterGroupId] ?? []
  return group.appliesTo.option === null ? selected.length > 0 : selected.includes(group.appliesTo.option)
}

/** Drops the secondary filters whose category is no longer selected: a hidden filter must not narrow the list. */
function pruneSecondary(query: ProductQuery, groups: FilterGroup[]): ProductQuery {
  const filters = { ...query.filters }
  for (const group of groups) {
    if (group.appliesTo && !groupApplies(group, query)) delete filters[group.id as FilterGroupId]
  }
  return { ...query, filters }
}

/** Any change of what is listed goes back to page 1. */
const firstPage = (query: ProductQuery): ProductQuery => ({ ...query, page: { ...query.page, number: 1 } })

export function toggleOption(
  query: ProductQuery,
  groupId: FilterGroupId,
  optionId: string,
  groups: FilterGroup[],
): ProductQuery {
  const current = query.filters[groupId] ?? []
  const next = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId]
  const filters = { ...query.filters, [groupId]: next }
  if (next.length === 0) delete filters[groupId]
  return firstPage(pruneSecondary({ ...query, filters }, groups))
}

export function setSearch(query: ProductQuery, q: string): ProductQuery {
  const text = q.trim() || undefined
  // Relevance only means something with a search; without one the server sorts by popularity.
  const sort = !text && query.sort === 'relevance' ? undefined : query.sort
  return firstPage({ ...query, q: text, sort })
}

export function setRelease(query: ProductQuery, isLancamento: boolean): ProductQuery {
  return firstPage({ ...query, isLancamento })
}

/** The "CA válido" filter: only products whose CA is valid (issue 21). */
export function setCaValid(query: ProductQuery, caValido: boolean): ProductQuery {
  const next = firstPage({ ...query, caValido })
  if (!caValido) delete next.caValido
  return next
}

export function setSort(query: ProductQuery, sort: ProductQuery['sort']): ProductQuery {
  return firstPage({ ...query, sort })
}

export function setPage(query: ProductQuery, number: number): ProductQuery {
  return { ...query, page: { ...query.page, number } }
}

/**
 * "Limpar filtros", as seed-spec §4 says: options, secondary filters, the release flag and the search go at
 * once. The sort order and page size are how the list is shown, not what it holds, so they stay.
 */
export function clearFilters(query: ProductQuery): ProductQuery {
  return {
    ...EMPTY_QUERY,
    sort: query.sort === 'relevance' ? undefined : query.sort,
    page: { number: 1, size: query.page.size },
  }
}

export function hasActiveFilters(query: ProductQuery): boolean {
  return (
    Boolean(query.q) || query.isLancamento || Boolean(query.caValido) || Object.keys(query.filters).length > 0
  )
}
