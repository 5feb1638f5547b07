import { ProductListDocument, type ProductSummaryResource } from '@escudo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useCatalogApp } from './helper'

const context = useCatalogApp()
let catalogue: ProductSummaryResource[]

const list = async (query: string) => {
  const response = await context.app.inject({ url: `/api/v1/products?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return ProductListDocument.parse(response.json())
}

beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((page) => list(`page[size]=100&page[number]=${page}`)))
  catalogue = pages.flatMap((page) => page.data)
})

type Selection = Record<string, string[]>
const optionsOf = (product: ProductSummaryResource, group: string): string[] => {
  const a = product.attributes
  const single: Record<string, string> = {
    brands: a.brand,
    categories: a.category,
    families: a.family,
    packaging: a.packaging,
  }
  if (group in single) return [single[group]!]
  if (group === 'isLancamento') return a.isLancamento ? ['true'] : []
  if (group === 'caValido') return a.caState !== 'invalido' ? ['true'] : []
  const multi = (a as unknown as Record<string, string[] | undefined>)[group]
  return multi ?? a.secondary[group] ?? []
}
const matches = (product: ProductSummaryResource, selection: Selection, except?: string) =>
  Object.entries(selection).every(
    ([group, ids]) => group === except || optionsOf(product, group).some((id) => ids.includes(id)),
  )

describe('GET /api/v1/products', () => {
  it('answers the first 12 by popularity with totals, facets for every group and links', async () => {
    const page = await list('')
    expect(page.data).toHaveLength(12)
    expect(page.meta.total).toBe(catalogue.length)
    expect(catalogue.length).toBeGreaterThanOrEqual(120)
    const popularity = page.data.map((product) => product.attributes.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
    expect(Object.keys(page.meta.facets)).toEqual(
      expect.arrayContaining(['brands', 'glove.size', 'isLancamento', 'caValido']),
    )
    expect(page.meta.facets.categories).toHaveLength(9)
    expect(page.meta.facets.riskTypes).toHaveLength(20)
    expect(page.links).toEqual({
      self: '/api/v1/products',
      next: '/api/v1/products?page[number]=2',
      prev: null,
    })
  })

  it.each<[string, Selection]>([
    ['filter[categories]=luva-de-seguranca', { categories: ['luva-de-seguranca'] }],
    [
      'filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c,corte-d',
      { categories: ['luva-de-seguranca'], riskTypes: ['corte-c', 'corte-d'] },
    ],
    ['filter[glove.size]=11&filter[brands]=escudo-pro', { 'glove.size': ['11'], brands: ['escudo-pro'] }],
    [
      'filter[isLancamento]=true&filter[segments]=frigorifico,alimenticio',
      { isLancamento: ['true'], segments: ['frigorifico', 'alimenticio'] },
    ],
    [
      'filter[caValido]=true&filter[categories]=luva-de-seguranca,oculos-de-seguranca',
      { caValido: ['true'], categories: ['luva-de-seguranca', 'oculos-de-seguranca'] },
    ],
    [
      'filter[heights]=talabarte&filter[height.lanyardLength]=1-5-m',
      { heights: ['talabarte'], 'height.lanyardLength': ['1-5-m'] },
    ],
  ])('filters %s: OR inside a group, AND across, exact disjunctive facets', async (query, selection) => {
    const page = await list(`${query}&page[size]=100`)
    const expected = catalogue.filter((product) => matches(product, selection))
    expect(page.meta.total).toBe(expected.length)
    expect(page.data.map((product) => product.id).sort()).toEqual(
      expected.map((product) => product.id).sort(),
    )
    for (const [group, counts] of Object.entries(page.meta.facets)) {
      for (const { id, count } of counts) {
        const wanted = catalogue.filter(
          (product) => matches(product, selection, group) && optionsOf(product, group).includes(id),
        ).length
        expect({ group, id, count }).toEqual({ group, id, count: wanted })
      }
    }
  })

  it('keeps zero counts and answers an unknown option with no results', async () => {
    const page = await list('filter[categories]=no-such-category')
    expect(page.meta.total).toBe(0)
    expect(page.data).toEqual([])
    expect(page.meta.facets.categories!.find((option) => option.id === 'mangote')!.count).toBeGreaterThan(0)
    expect(page.meta.facets.brands!.every((option) => option.count === 0)).toBe(true)
  })

  it('sorts by name in pt-BR collation, both ways, and by creation date', async () => {
    const collator = new Intl.Collator('pt-BR')
    const names = (await list('sort=name&page[size]=100')).data.map((product) => product.attributes.name)
    expect(names).toEqual([...names].sort(collator.compare))
    const reversed = (await list('sort=-name&page[size]=5')).data.map((product) => product.attributes.name)
    expect(reversed[0]).toBe([...catalogue.map((p) => p.attributes.name)].sort(collator.compare).at(-1))
    const created = (await list('sort=-createdAt&page[size]=100')).data.map((p) => p.attributes.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('pages without gaps or repeats and links the neighbours', async () => {
    const first = await list('sort=name&page[size]=10')
    const second = await list('sort=name&page[size]=10&page[number]=2')
    const both = await list('sort=name&page[size]=20')
    expect([...first.data, ...second.data]).toEqual(both.data)
    expect(second.links.prev).toBe('/api/v1/products?sort=name&page[size]=10')
    expect(second.links.next).toBe('/api/v1/products?sort=name&page[number]=3&page[size]=10')
    const beyond = await list('page[number]=500')
    expect(beyond.data).toEqual([])
    expect(beyond.meta.total).toBe(catalogue.length)
  })
})

describe('searching the list', () => {
  const names = async (q: string) =>
    (await list(`filter[q]=${encodeURIComponent(q)}&page[size]=100`)).data.map(
      (product) => product.attributes.name,
    )

  /** Results whose name matches come before those that match elsewhere (description, options). */
  const namesFirst = (found: string[], pattern: RegExp) => {
    const inName = found.filter((name) => pattern.test(name)).length
    expect(inName).toBeGreaterThan(0)
    expect(found.slice(0, inName).every((name) => pattern.test(name))).toBe(true)
  }

  it('stems, folds accents and tolerates typos, name matches first', async () => {
    namesFirst(await names('luvas'), /luva/i)
    expect((await names('luvas')).length).toBeGreaterThanOrEqual(
      catalogue.filter((product) => product.attributes.category === 'luva-de-seguranca').length,
    )
    namesFirst(await names('protecao'), /proteção/i)
    namesFirst(await names('nitrilca'), /nitrílica/i)
    expect(await names('oculos')).toEqual(await names('Óculos'))
  })

  it('matches the word being typed', async () => {
    namesFirst(await names('mosque'), /^Mosquetão/)
    expect((await names('mosque')).slice(0, 3).every((name) => name.startsWith('Mosquetão'))).toBe(true)
  })

  it('puts the product with the exact reference or CA number first', async () => {
    const target = catalogue.find((product) => product.attributes.reference === 'EP-LV-1009')!
    expect((await list('filter[q]=EP-LV-1009')).data[0]!.id).toBe(target.id)
    expect((await list(`filter[q]=CA ${target.attributes.caNumber}`)).data[0]!.id).toBe(target.id)
    expect((await list(`filter[q]=${target.attributes.caNumber}`)).data[0]!.id).toBe(target.id)
  })

  it('combines search with filters and facets', async () => {
    const page = await list('filter[q]=luva&filter[riskTypes]=quimico&page[size]=100')
    expect(page.data.every((product) => product.attributes.riskTypes.includes('quimico'))).toBe(true)
    const withoutRisk = await list('filter[q]=luva&page[size]=100')
    const quimico = page.meta.facets.riskTypes!.find((option) => option.id === 'quimico')!.count
    expect(quimico).toBe(withoutRisk.data.filter((p) => p.attributes.riskTypes.includes('quimico')).length)
  })
})
