import { ProductListDocument, type ChemicalResult, type ProductSummaryResource } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema/index'
import { seededRandom } from '../src/lib/seeded-random'
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

describe('the chemicals filter (issue 38) against brute force over the demo catalogue', () => {
  let results: Map<string, ChemicalResult[]>
  let tested: string[]
  // Water: a valid CAS no glove of the demo is tested against.
  const UNTESTED = '7732-18-5'

  beforeAll(async () => {
    const rows = await context.database.db
      .select({ id: products.id, chemicalResistance: products.chemicalResistance })
      .from(products)
      .where(eq(products.published, true))
    results = new Map(rows.map((row) => [row.id, row.chemicalResistance]))
    tested = [...new Set(rows.flatMap((row) => row.chemicalResistance.map((result) => result.cas)))].sort()
  })

  const reaches = (product: ProductSummaryResource, cas: string, minLevel: number) =>
    results.get(product.id)!.some((result) => result.cas === cas && (result.level ?? 0) >= minLevel)

  it('finds what brute force finds, with exact facet counts, with any other filter and the search', async () => {
    expect(tested.length).toBeGreaterThanOrEqual(10)
    expect(tested).not.toContain(UNTESTED)
    const random = seededRandom(38)
    const groups = [
      'categories',
      'riskTypes',
      'materials',
      'brands',
      'certificates',
      'caValido',
      'isLancamento',
    ]
    const facets = (await list('')).meta.facets
    const totals: number[] = []
    for (let run = 0; run < 40; run++) {
      // Around one tested glove, so that many queries find something: some of its chemicals (now and then
      // one it is not tested against, or one no glove is), now and then its own options among the others.
      const glove = random.pick(catalogue.filter((product) => results.get(product.id)!.length > 0))
      const own = results.get(glove.id)!.map((result) => result.cas)
      const chemicals = [
        ...random.sample(own, random.int(1, 3)),
        ...(random.next() < 0.2 ? [random.pick([...tested, UNTESTED])] : []),
      ].filter((cas, i, all) => all.indexOf(cas) === i)
      const minLevel = random.next() < 0.3 ? undefined : random.int(0, 6)
      const selection: Selection = {}
      for (const group of random.sample(groups, random.int(0, 2))) {
        const ids = random.sample(
          facets[group]!.map((option) => option.id),
          random.int(1, 2),
        )
        selection[group] = random.next() < 0.6 ? [...new Set([...optionsOf(glove, group), ...ids])] : ids
      }
      const q = random.next() < 0.25 ? random.pick(['luva', 'nitrílica', 'química']) : undefined
      const params = [
        `filter[chemicals]=${chemicals.join(',')}`,
        ...(minLevel === undefined ? [] : [`filter[minLevel]=${minLevel}`]),
        ...Object.entries(selection).map(([group, ids]) => `filter[${group}]=${ids.join(',')}`),
        ...(q ? [`filter[q]=${encodeURIComponent(q)}`] : []),
        'page[size]=100',
      ].join('&')
      // The search finds what it finds: brute force starts from its answer without any filter.
      const searched = q
        ? new Set((await list(`filter[q]=${encodeURIComponent(q)}&page[size]=100`)).data.map((p) => p.id))
        : undefined
      const level = minLevel ?? 1
      const resists = (product: ProductSummaryResource) =>
        (!searched || searched.has(product.id)) && chemicals.every((cas) => reaches(product, cas, level))
      const page = await list(params)
      const expected = catalogue.filter((product) => matches(product, selection) && resists(product))
      expect({ params, ids: page.data.map((product) => product.id).sort() }).toEqual({
        params,
        ids: expected.map((product) => product.id).sort(),
      })
      expect(page.meta.total).toBe(expected.length)
      totals.push(expected.length)
      for (const [group, counts] of Object.entries(page.meta.facets)) {
        for (const { id, count } of counts) {
          const wanted = catalogue.filter(
            (product) =>
              matches(product, selection, group) &&
              resists(product) &&
              optionsOf(product, group).includes(id),
          ).length
          expect({ params, group, id, count }).toEqual({ params, group, id, count: wanted })
        }
      }
      expect(page.meta.chemicals!.map(({ cas, count }) => ({ cas, count }))).toEqual(
        chemicals.map((cas) => ({
          cas,
          count: catalogue.filter(
            (product) =>
              matches(product, selection) &&
              (!searched || searched.has(product.id)) &&
              reaches(product, cas, level),
          ).length,
        })),
      )
      expect(page.links.self).toContain(`filter[chemicals]=${chemicals.join(',')}`)
    }
    // Not a vacuous check: many of the random queries find gloves.
    expect(totals.filter((total) => total > 0).length, totals.join(' ')).toBeGreaterThanOrEqual(15)
  })

  it('names each chemical of the filter, and says none of ours is tested against an unknown one', async () => {
    const page = await list(`filter[chemicals]=67-64-1,${UNTESTED}&filter[minLevel]=0`)
    expect(page.meta.total).toBe(0)
    expect(page.meta.chemicals).toEqual([
      { cas: '67-64-1', name: 'Acetona', nameEn: 'Acetone', letter: 'B', count: expect.any(Number) },
      { cas: UNTESTED, name: null, nameEn: null, letter: null, count: 0 },
    ])
    expect(page.meta.chemicals![0]!.count).toBeGreaterThan(0)
    expect((await list('')).meta).not.toHaveProperty('chemicals')
  })

  it('asks level 1 ("protects at all") when no level is given: stricter than level 0', async () => {
    const cas = '67-64-1'
    const at = async (query: string) => (await list(`filter[chemicals]=${cas}${query}`)).meta.total
    const testedAtAll = catalogue.filter((product) => reaches(product, cas, 0)).length
    const protects = catalogue.filter((product) => reaches(product, cas, 1)).length
    expect(protects).toBeLessThan(testedAtAll)
    expect(await at('')).toBe(protects)
    expect(await at('&filter[minLevel]=1')).toBe(protects)
    expect(await at('&filter[minLevel]=0')).toBe(testedAtAll)
  })
})
