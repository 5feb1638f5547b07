import { describe, expect, it } from 'vitest'
import type { FilterGroup } from '../api/catalog-api'
import { filtersDocument } from '../testing/fake-catalog'
import { clearFilters, EMPTY_QUERY, setSearch, toggleOption } from './catalog-query'
import { parseProductQuery } from '@escudo/contracts'

const groups: FilterGroup[] = filtersDocument.data.map((group) => ({ id: group.id, ...group.attributes }))
const parse = (search: string) => parseProductQuery(new URLSearchParams(search))

describe('catalogue query', () => {
  it('parses the address with the contract schema, dropping only what is invalid', () => {
    expect(parse('filter[riskTypes]=corte-a,impacto&sort=sideways&page[number]=3')).toEqual({
      ...EMPTY_QUERY,
      filters: { riskTypes: ['corte-a', 'impacto'] },
      page: { number: 3, size: 12 },
    })
  })

  it('goes back to page 1 on any change of what is listed', () => {
    const query = parse('page[number]=4')
    expect(toggleOption(query, 'brands', 'tenaz', groups).page.number).toBe(1)
    expect(setSearch(query, 'luva').page.number).toBe(1)
  })

  it('drops a secondary filter with the category that shows it', () => {
    const query = parse('filter[categories]=luva-de-seguranca,colete-refletivo&filter[glove.size]=9')
    expect(toggleOption(query, 'categories', 'colete-refletivo', groups).filters).toEqual({
      categories: ['luva-de-seguranca'],
      'glove.size': ['9'],
    })
    expect(toggleOption(query, 'categories', 'luva-de-seguranca', groups).filters).toEqual({
      categories: ['colete-refletivo'],
    })
  })

  it('resets options, secondary filters, release flag and search at once, keeping sort and page size', () => {
    const query = parse(
      'filter[q]=nitrílica&filter[categories]=luva-de-seguranca&filter[glove.size]=9&filter[isLancamento]=true&sort=name&page[number]=2&page[size]=24',
    )
    expect(clearFilters(query)).toEqual({ ...EMPTY_QUERY, sort: 'name', page: { number: 1, size: 24 } })
    // Relevance means nothing without a search.
    expect(clearFilters(parse('filter[q]=luva&sort=relevance')).sort).toBeUndefined()
  })
})
