import { letterChemical } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { JsonWriter } from '../../lib/json-writer'
import { seededRandom, type Random } from '../../lib/seeded-random'
import { MemoryIndex } from './memory-index'
import type { IndexedChemical } from './chemical-levels'
import type { IndexedProduct, SearchQuery, SearchResult, TaxonomyGroup } from './types'

const NAMES = [
  'Ábaco',
  'abelha',
  'Zebra',
  'Élan',
  'eixo',
  'Ônix',
  'ovo',
  'Luva',
  'luz',
  'Cão',
  'casa',
  'Çedilha',
]

function randomTaxonomy(random: Random): TaxonomyGroup[] {
  return Array.from({ length: random.int(1, 4) }, (_, g) => ({
    id: `g${g}`,
    options: Array.from({ length: random.int(1, 6) }, (_, o) => ({
      id: `o${o}`,
      titles: [`Opção ${g}-${o}`],
    })),
  }))
}

/** A few CAS numbers, so that products share them; the last one no product is ever tested against. */
const CAS_POOL = ['67-64-1', '1310-73-2', '7664-93-9', '64-17-5', '7647-01-0']
const UNTESTED_CAS = '7732-18-5'

function randomChemicals(random: Random): IndexedChemical[] {
  return random.sample(CAS_POOL, random.int(0, 3)).map((cas) => ({
    cas,
    // Now and then a degradation-only result: no permeation level.
    level: random.next() < 0.15 ? null : random.int(0, 6),
    name: `Químico ${cas}`,
    nameEn: null,
    letter: null,
  }))
}

function randomProduct(random: Random, taxonomy: TaxonomyGroup[], n: number): IndexedProduct {
  const options: Record<string, string[]> = {}
  for (const group of taxonomy) {
    const picked = random.sample(group.options, random.int(0, 2)).map((option) => option.id)
    // Now and then an option the taxonomy does not list yet (added later by the back office).
    if (random.next() < 0.05) picked.push(`new${random.int(0, 40)}`)
    if (picked.length > 0) options[group.id] = picked
  }
  const id = `p${n}`
  return {
    id,
    slug: `produto-${n}`,
    reference: `REF-${n}`,
    caNumber: String(10000 + n),
    name: `${random.pick(NAMES)} ${n}`,
    summary: 'resumo',
    description: 'descrição',
    options,
    isLancamento: random.next() < 0.3,
    caValid: random.next() < 0.7,
    popularity: random.int(0, 5),
    createdAt: random.int(0, 1000),
    published: random.next() < 0.9,
    chemicals: randomChemicals(random),
    document: JSON.stringify({ id }),
  }
}

function randomQuery(random: Random, taxonomy: TaxonomyGroup[]): SearchQuery {
  const filters: Record<string, string[]> = {}
  for (const group of taxonomy) {
    if (random.next() < 0.5) continue
    const ids = random.sample(group.options, random.int(1, 3)).map((option) => option.id)
    filters[group.id] = random.next() < 0.1 ? [...ids, 'unknown-option', `new${random.int(0, 40)}`] : ids
  }
  const chemicals =
    random.next() < 0.5
      ? []
      : random
          .sample([...CAS_POOL, UNTESTED_CAS], random.int(1, 3))
          .filter((_, i) => i === 0 || random.next() < 0.9)
  return {
    filters,
    isLancamento: random.next() < 0.3,
    caValido: random.next() < 0.3,
    ...(chemicals.length > 0 ? { chemicals } : {}),
    ...(random.next() < 0.7 ? { minLevel: random.int(0, 6) } : {}),
    sort: '-popularity',
    offset: 0,
    limit: 100_000,
  }
}

/** The yes/no facets and the product field each one reads. */
const FLAGS = { isLancamento: 'isLancamento', caValido: 'caValid' } as const

/** What the list and its facets must be, by checking every product against the selection. */
function bruteForce(products: IndexedProduct[], taxonomy: TaxonomyGroup[], query: SearchQuery) {
  const selections: [string, string[]][] = Object.entries(query.filters).map(([g, ids]) => [g, ids ?? []])
  if (query.isLancamento) selections.push(['isLancamento', ['true']])
  if (query.caValido) selections.push(['caValido', ['true']])
  const optionsOf = (product: IndexedProduct, group: string) =>
    group in FLAGS
      ? product[FLAGS[group as keyof typeof FLAGS]]
        ? ['true']
        : []
      : (product.options[group] ?? [])
  const minLevel = query.minLevel ?? 1
  const reaches = (product: IndexedProduct, cas: string) =>
    product.chemicals?.some((result) => result.cas === cas && (result.level ?? 0) >= minLevel) ?? false
  const resists = (product: IndexedProduct) => (query.chemicals ?? []).every((cas) => reaches(product, cas))
  const selected = (product: IndexedProduct, except?: string) =>
    product.published &&
    selections.every(
      ([group, ids]) => group === except || optionsOf(product, group).some((id) => ids.includes(id)),
    )
  const matches = (product: IndexedProduct, except?: string) => selected(product, except) && resists(product)
  const facets: Record<string, { id: string; count: number }[]> = {}
  const flagGroups = Object.keys(FLAGS).map((id) => ({ id, options: [{ id: 'true' }] }))
  for (const group of [...taxonomy, ...flagGroups]) {
    facets[group.id] = group.options.map((option) => ({
      id: option.id,
      count: products.filter(
        (product) => matches(product, group.id) && optionsOf(product, group.id).includes(option.id),
      ).length,
    }))
  }
  const chemicals = query.chemicals?.map((cas) => ({
    cas,
    // A letter chemical of EN ISO 374-1 has the standard's name, tested or not.
    name:
      letterChemical(cas)?.name ??
      (products.some(
        (product) => product.published && product.chemicals?.some((result) => result.cas === cas),
      )
        ? `Químico ${cas}`
        : null),
    count: products.filter((product) => selected(product) && reaches(product, cas)).length,
  }))
  return {
    ids: products.filter((product) => matches(product)).map((product) => product.id),
    facets,
    chemicals,
  }
}

/** What the build worker does to an index: a snapshot, cloned with its buffers transferred, restored. */
function moveToAnotherThread(index: MemoryIndex): MemoryIndex {
  const { snapshot, transfer } = index.snapshot()
  return MemoryIndex.restore(structuredClone(snapshot, { transfer }))
}

const writer = new JsonWriter()

/** What a search answers, as plain data: its total, hits, facets and their JSON. */
function answer(result: SearchResult) {
  result.writeFacets!(writer.start())
  const { total, hits, facets } = result
  return { total, hits, facets, json: writer.finish().toString() }
}

describe('MemoryIndex facets and filters (property)', () => {
  it('matches a brute-force count on random catalogues, selections and writes', () => {
    for (let run = 0; run < 150; run++) {
      const random = seededRandom(run)
      const taxonomy = randomTaxonomy(random)
      const size = random.int(0, run % 10 === 0 ? 700 : 120)
      const products = new Map<string, IndexedProduct>()
      for (let n = 0; n < size; n++) products.set(`p${n}`, randomProduct(random, taxonomy, n))
      const built = new MemoryIndex(taxonomy)
      built.load(products.values())
      // Every other catalogue goes through a snapshot, as from the build worker to the serving thread.
      const index = run % 2 === 1 ? moveToAnotherThread(built) : built
      for (let step = 0; step < 12; step++) {
        // Interleave writes: replace, unpublish, remove and add products.
        for (let write = 0; write < random.int(0, 4); write++) {
          const n = random.int(0, size + 5)
          if (random.next() < 0.25) {
            products.delete(`p${n}`)
            index.remove(`p${n}`)
          } else {
            const product = randomProduct(random, taxonomy, n)
            products.set(product.id, product)
            index.upsert(product)
          }
        }
        const query = randomQuery(random, taxonomy)
        const expected = bruteForce([...products.values()], taxonomy, query)
        const result = index.search(query)
        expect(result.total).toBe(expected.ids.length)
        expect(result.hits.map((hit) => hit.id).sort()).toEqual([...expected.ids].sort())
        expect(result.facets).toEqual(expected.facets)
        expect(result.chemicals?.map(({ cas, name, count }) => ({ cas, name, count }))).toEqual(
          expected.chemicals,
        )
        // What the list sends: the same counts, written as JSON without building the objects.
        result.writeFacets!(writer.start())
        expect(JSON.parse(writer.finish().toString())).toEqual(expected.facets)
      }
    }
  })
})

describe('MemoryIndex sorting and paging', () => {
  const random = seededRandom(42)
  const taxonomy = randomTaxonomy(random)
  const products = Array.from({ length: 300 }, (_, n) => ({
    ...randomProduct(random, taxonomy, n),
    published: true,
  }))
  const rebuilt = () => {
    const built = new MemoryIndex(taxonomy)
    built.load(products)
    return built
  }
  const index = rebuilt()
  const all = (sort: SearchQuery['sort']) =>
    index.search({ filters: {}, isLancamento: false, sort, offset: 0, limit: 1000 }).hits.map((hit) => hit.id)
  const byId = new Map(products.map((product) => [product.id, product]))

  it('sorts names in pt-BR collation, both ways', () => {
    const collator = new Intl.Collator('pt-BR')
    const names = all('name').map((id) => byId.get(id)!.name)
    expect(names).toEqual([...names].sort(collator.compare))
    expect(all('-name')).toEqual(all('name').reverse())
  })

  it('sorts by popularity and creation date, newest and most popular first', () => {
    const popularity = all('-popularity').map((id) => byId.get(id)!.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
    const created = all('-createdAt').map((id) => byId.get(id)!.createdAt)
    expect(created).toEqual([...created].sort((a, b) => b - a))
  })

  it('pages through the same order without gaps or repeats, sparse or dense', () => {
    for (const filters of [{}, { [taxonomy[0]!.id]: [taxonomy[0]!.options[0]!.id] }]) {
      const full = index.search({ filters, isLancamento: false, sort: 'name', offset: 0, limit: 1000 })
      const pages = [0, 1, 2, 3].flatMap(
        (page) =>
          index.search({ filters, isLancamento: false, sort: 'name', offset: page * 7, limit: 7 }).hits,
      )
      expect(pages).toEqual(full.hits.slice(0, 28))
    }
  })

  it('answers the same after moving to another thread, and keeps taking writes', () => {
    const moved = moveToAnotherThread(rebuilt())
    const original = rebuilt()
    for (const sort of ['name', '-name', '-popularity', '-createdAt', 'relevance'] as const) {
      for (const q of [undefined, 'abelha', 'ref-1', 'produto 4']) {
        const query = { q, filters: {}, isLancamento: false, sort, offset: 0, limit: 50 }
        expect(answer(moved.search(query))).toEqual(answer(original.search(query)))
      }
    }
    const renamed = { ...products[10]!, name: 'Aaaa primeira', options: { [taxonomy[0]!.id]: ['novo'] } }
    for (const index of [moved, original]) {
      index.upsert(renamed)
      index.remove('p11')
    }
    const query = { filters: { [taxonomy[0]!.id]: ['novo'] }, isLancamento: false, sort: 'name' as const }
    const page = moved.search({ ...query, offset: 0, limit: 5 })
    expect(page.hits[0]?.id).toBe('p10')
    expect(answer(page)).toEqual(answer(original.search({ ...query, offset: 0, limit: 5 })))
    expect(moved.get('p11')).toBeUndefined()
    expect(moved.get(renamed.slug)?.document.toString()).toBe(renamed.document)
  })

  it('finds a product by id or slug, and forgets it once removed or unpublished', () => {
    expect(index.get('p5')?.id).toBe('p5')
    expect(index.get('produto-5')?.id).toBe('p5')
    index.remove('p5')
    expect(index.get('produto-5')).toBeUndefined()
    index.upsert({ ...products[6]!, published: false })
    expect(index.get('p6')).toBeUndefined()
    expect(index.documents(['p7', 'p6', 'p8']).map((hit) => hit.id)).toEqual(['p7', 'p8'])
  })

  it('answers only the products that can be quoted when asked (promotion slots)', () => {
    index.upsert({ ...products[7]!, published: true, caValid: false })
    index.upsert({ ...products[8]!, published: true, caValid: true })
    expect(index.documents(['p7', 'p8'], { quotable: true }).map((hit) => hit.id)).toEqual(['p8'])
    expect(index.documents(['p7', 'p8']).map((hit) => hit.id)).toEqual(['p7', 'p8'])
    expect([index.quotable('p7'), index.quotable('p8'), index.quotable('nada')]).toEqual([false, true, false])
  })
})
