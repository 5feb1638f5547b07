import { describe, expect, it } from 'vitest'
import {
  changeFilter,
  distributorQueryString,
  groupByPlace,
  whereToBuyFilters,
  whereToBuySearch,
} from './where-to-buy-filters'

describe('where-to-buy filters', () => {
  it('reads the address, upper-casing the state and keeping the city and category', () => {
    const filters = whereToBuyFilters(
      new URLSearchParams('uf=sp&cidade=S%C3%A3o+Paulo&categoria=luva-de-seguranca'),
    )
    expect(filters).toEqual({ state: 'SP', city: 'São Paulo', category: 'luva-de-seguranca' })
    expect(whereToBuySearch(filters)).toBe('?uf=SP&cidade=S%C3%A3o+Paulo&categoria=luva-de-seguranca')
    expect(distributorQueryString(filters)).toBe(
      '?filter%5Bstate%5D=SP&filter%5Bcity%5D=S%C3%A3o+Paulo&filter%5Bcategory%5D=luva-de-seguranca',
    )
  })

  it('leaves out what the API would refuse: an unknown state, a city without state, a bad category', () => {
    expect(whereToBuyFilters(new URLSearchParams('uf=XX&cidade=Campinas&categoria=Luvas!'))).toEqual({})
    expect(whereToBuyFilters(new URLSearchParams('cidade=Campinas'))).toEqual({})
    expect(whereToBuySearch({})).toBe('')
    expect(distributorQueryString({})).toBe('')
  })

  it('clears the city when the state changes, and removes a cleared filter', () => {
    const filters = { state: 'SP', city: 'Campinas', category: 'mangote' } as const
    expect(changeFilter(filters, 'state', 'RJ')).toEqual({ state: 'RJ', category: 'mangote' })
    expect(changeFilter(filters, 'state', null)).toEqual({ category: 'mangote' })
    expect(changeFilter(filters, 'city', 'Ribeirão Preto')).toMatchObject({ city: 'Ribeirão Preto' })
    expect(changeFilter(filters, 'category', null)).toEqual({ state: 'SP', city: 'Campinas' })
  })

  it('groups the list by state, then city, in the order given', () => {
    const rows = [
      { state: 'RJ', city: 'Niterói', name: 'a' },
      { state: 'RJ', city: 'Rio de Janeiro', name: 'b' },
      { state: 'RJ', city: 'Rio de Janeiro', name: 'c' },
      { state: 'SP', city: 'Campinas', name: 'd' },
    ]
    expect(groupByPlace(rows)).toEqual([
      {
        state: 'RJ',
        cities: [
          { city: 'Niterói', rows: [rows[0]] },
          { city: 'Rio de Janeiro', rows: [rows[1], rows[2]] },
        ],
      },
      { state: 'SP', cities: [{ city: 'Campinas', rows: [rows[3]] }] },
    ])
  })
})
