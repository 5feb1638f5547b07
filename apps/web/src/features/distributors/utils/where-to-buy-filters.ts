import { BRAZILIAN_STATES, type BrazilianState } from '@escudo/contracts'

/** The "Onde comprar" page's filters, as its address carries them (`?uf=SP&cidade=Campinas&categoria=…`). */
export type WhereToBuyFilters = { state?: BrazilianState; city?: string; category?: string }

const PARAMS = { state: 'uf', city: 'cidade', category: 'categoria' } as const
const OPTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/

const isState = (value: string): value is BrazilianState => Object.hasOwn(BRAZILIAN_STATES, value)

/**
 * The filters in the address; a value the API would refuse (an unknown UF, a malformed category, a city with
 * no state) is left out, so a hand-edited link still shows a list instead of an error. No zod: this page is
 * in the storefront's first chunks.
 */
export function whereToBuyFilters(search: URLSearchParams): WhereToBuyFilters {
  const state = search.get(PARAMS.state)?.trim().toUpperCase() ?? ''
  const city = search.get(PARAMS.city)?.trim().slice(0, 80) ?? ''
  const category = search.get(PARAMS.category)?.trim() ?? ''
  const filters: WhereToBuyFilters = {}
  if (isState(state)) {
    filters.state = state
    if (city) filters.city = city
  }
  if (OPTION_ID.test(category) && category.length <= 80) filters.category = category
  return filters
}

/** The page's query string for these filters (`?uf=SP…`, or '' for none), in a fixed order. */
export function whereToBuySearch(filters: WhereToBuyFilters): string {
  const search = new URLSearchParams()
  for (const key of ['state', 'city', 'category'] as const) {
    const value = filters[key]
    if (value) search.set(PARAMS[key], value)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The API's query string for these filters (`?filter[state]=SP…`). */
export function distributorQueryString(filters: WhereToBuyFilters): string {
  const search = new URLSearchParams()
  for (const key of ['state', 'city', 'category'] as const) {
    const value = filters[key]
    if (value) search.set(`filter[${key}]`, value)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** A change of one picker: a new state clears the city (it belongs to the old state). */
export function changeFilter(
  filters: WhereToBuyFilters,
  key: keyof WhereToBuyFilters,
  value: string | null,
): WhereToBuyFilters {
  const next: WhereToBuyFilters = { ...filters }
  if (key === 'state') {
    delete next.city
    if (value && isState(value)) next.state = value
    else delete next.state
  } else if (value) next[key] = value
  else delete next[key]
  return next
}

/** Distributors grouped by state, then city, keeping the API's order (state, city, name). */
export function groupByPlace<T extends { state: string; city: string }>(rows: T[]) {
  const states: { state: string; cities: { city: string; rows: T[] }[] }[] = []
  for (const row of rows) {
    let state = states.at(-1)
    if (state?.state !== row.state) states.push((state = { state: row.state, cities: [] }))
    let city = state.cities.at(-1)
    if (city?.city !== row.city) state.cities.push((city = { city: row.city, rows: [] }))
    city.rows.push(row)
  }
  return states
}
