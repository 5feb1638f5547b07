import type { Facets } from '@escudo/contracts'
import type { FilterGroup } from '../api/catalog-api'

/** `meta.facets` as group → option → count, for constant-time look-ups while rendering ~120 options. */
export type FacetCounts = Map<string, Map<string, number>>

export function indexFacets(facets: Facets | undefined): FacetCounts | undefined {
  if (!facets) return undefined
  return new Map(
    Object.entries(facets).map(([group, counts]) => [group, new Map(counts.map((c) => [c.id, c.count]))]),
  )
}

/** Option id → its group and title, to label the active-filter chips. */
export function indexOptions(groups: FilterGroup[]) {
  const options = new Map<string, { group: FilterGroup; option: FilterGroup['options'][number] }>()
  for (const group of groups) {
    for (const option of group.options) options.set(`${group.id}:${option.id}`, { group, option })
  }
  return options
}
