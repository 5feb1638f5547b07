// Plain code with no zod, so the storefront's first chunk can write catalogue links without the schemas.
import {
  FILTER_GROUPS,
  FILTER_OPTIONS_MAX,
  OPTION_ID_MAX_LENGTH,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX_LENGTH,
  type FilterGroupId,
  type ProductSort,
} from './catalog-constants'
import { PERMEATION_LEVEL_MAX, isValidCas } from './chemicals'
import { PAGE_NUMBER_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants'

/** The query of the product list as the server and the web app's URL both carry it. */
export type ProductQuery = {
  q: string | undefined
  filters: Partial<Record<FilterGroupId, string[]>>
  isLancamento: boolean
  /** Only products whose CA is valid (`filter[caValido]=true`; absent means false). */
  caValido?: boolean
  sort: ProductSort | undefined
  page: { number: number; size: number }
  /** `lang=en`: search the English texts with English stemming (the English pages); absent: Portuguese. */
  lang?: 'en'
  /**
   * `filter[chemicals]` (issue 38): CAS numbers, each distinct; a product must reach `minLevel` against every
   * one. Absent when none.
   */
  chemicals?: string[]
  /** `filter[minLevel]`: the permeation level 0–6 each chemical needs; absent means 1 ("protects at all"). */
  minLevel?: number
}

/** The level `filter[chemicals]` asks for when `filter[minLevel]` is absent: "protects at all" (> 10 min). */
export const CHEMICAL_MIN_LEVEL_DEFAULT = 1
/** At most this many chemicals in `filter[chemicals]`. */
export const CHEMICALS_FILTER_MAX = 20

/** `filter[chemicals]`: the CAS numbers split at commas and trimmed, empty ones dropped, each once. */
export const splitCasList = (values: string[]) => [...new Set(splitOptionIds(values))]

/** Whether a `filter[minLevel]` value is a level 0–6, as written (`3`, not `03` or ` 3`). */
export const isLevelText = (value: string) => /^\d$/.test(value) && Number(value) <= PERMEATION_LEVEL_MAX

/** `filter[brands]`: the query parameter of a group filter. */
export type FilterParameter = `filter[${FilterGroupId}]`
export const filterParameter = (group: FilterGroupId): FilterParameter => `filter[${group}]`

/** A group filter's option ids: every value split at commas and trimmed, empty ones dropped. */
export const splitOptionIds = (values: string[]) =>
  values
    .flatMap((part) => part.split(','))
    .map((id) => id.trim())
    .filter((id) => id.length > 0)

/** `filter[q]`: its values joined and trimmed, cut (not refused) at SEARCH_QUERY_MAX_LENGTH characters. */
export const cutSearchText = (values: string[]) =>
  Array.from(values.join(' ').trim()).slice(0, SEARCH_QUERY_MAX_LENGTH).join('') || undefined

/** The query's filters from each group's option ids, leaving out the groups with none. */
export function groupFilters(idsOf: (group: FilterGroupId) => string[] | undefined): ProductQuery['filters'] {
  const filters: ProductQuery['filters'] = {}
  for (const group of FILTER_GROUPS) {
    const ids = idsOf(group)
    if (ids && ids.length > 0) filters[group] = ids
  }
  return filters
}

/** The inverse of the schema: the list's query string (no `?`), parameters in a stable order. */
export function productQueryToString(query: ProductQuery): string {
  const pairs: [string, string][] = []
  if (query.q) pairs.push(['filter[q]', query.q])
  for (const group of FILTER_GROUPS) {
    const ids = query.filters[group]
    if (ids && ids.length > 0) pairs.push([filterParameter(group), ids.join(',')])
  }
  if (query.isLancamento) pairs.push(['filter[isLancamento]', 'true'])
  if (query.caValido) pairs.push(['filter[caValido]', 'true'])
  if (query.chemicals && query.chemicals.length > 0)
    pairs.push(['filter[chemicals]', query.chemicals.join(',')])
  if (query.minLevel !== undefined) pairs.push(['filter[minLevel]', String(query.minLevel)])
  if (query.sort) pairs.push(['sort', query.sort])
  if (query.page.number !== 1) pairs.push(['page[number]', String(query.page.number)])
  if (query.page.size !== PAGE_SIZE_DEFAULT) pairs.push(['page[size]', String(query.page.size)])
  if (query.lang) pairs.push(['lang', query.lang])
  // Brackets and commas stay readable in the address bar; everything else is encoded.
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`).join('&')
}

/**
 * The list's query from a query string, as `ProductQuerySchema` reads it, without zod (the storefront
 * reads its address bar with this, so the catalogue's first load carries no schema library). Lenient
 * where the server is strict: a parameter the schema would refuse (an unknown group, `page[number]=two`)
 * is dropped and the rest of the filters kept, as a hand-edited link deserves. The contract tests hold
 * it to the schema's answer on the same input.
 */
export function parseProductQuery(search: { getAll(name: string): string[] }): ProductQuery {
  const one = (key: string) => {
    const values = search.getAll(key)
    return values.length === 1 ? values[0] : undefined
  }
  const page = (key: string, fallback: number, max: number) => {
    const values = search.getAll(key)
    if (values.length === 0) return fallback
    const value = values.length === 1 ? Number(values[0]) : NaN
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback
  }
  const sort = one('sort')
  const chemicals = splitCasList(search.getAll('filter[chemicals]'))
  const validChemicals = chemicals.length <= CHEMICALS_FILTER_MAX && chemicals.every(isValidCas)
  const minLevel = one('filter[minLevel]')
  return {
    q: cutSearchText(search.getAll('filter[q]')),
    filters: groupFilters((group) => {
      const ids = splitOptionIds(search.getAll(filterParameter(group)))
      const valid = ids.length <= FILTER_OPTIONS_MAX && ids.every((id) => id.length <= OPTION_ID_MAX_LENGTH)
      return valid ? ids : undefined
    }),
    isLancamento: one('filter[isLancamento]') === 'true',
    ...(one('filter[caValido]') === 'true' ? { caValido: true } : {}),
    ...(validChemicals && chemicals.length > 0 ? { chemicals } : {}),
    ...(minLevel !== undefined && isLevelText(minLevel) ? { minLevel: Number(minLevel) } : {}),
    ...(one('lang') === 'en' ? { lang: 'en' as const } : {}),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : undefined,
    page: {
      number: page('page[number]', 1, PAGE_NUMBER_MAX),
      size: page('page[size]', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    },
  }
}
