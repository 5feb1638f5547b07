import { describe, expect, it } from 'vitest'
import { MemoryIndex } from './memory-index'
import { productMaker } from './testing'
import type { SearchQuery } from './types'

const taxonomy = [
  {
    id: 'categories',
    options: [
      { id: 'luvas', titles: ['Luvas de segurança', 'Safety gloves'] },
      { id: 'solda', titles: ['Proteção para solda', 'Welding protection'] },
    ],
  },
]

const product = productMaker()

const catalogue = [
  product({
    name: 'Luva Nitrílica Verde',
    description: 'Luva nitrílica para óleos.',
    nameEn: 'Green Nitrile Glove',
    options: { categories: ['luvas'] },
  }),
  product({ name: 'Luva Nitrílica Azul', nameEn: 'Blue Nitrile Glove', options: { categories: ['luvas'] } }),
  product({ name: 'Luvas de Vaqueta', nameEn: 'Cowhide Gloves', options: { categories: ['luvas'] } }),
  product({
    name: 'Máscara de Solda Automática',
    nameEn: 'Auto-darkening Welding Mask',
    options: { categories: ['solda'] },
  }),
  product({ name: 'Óculos de Proteção Incolor', nameEn: 'Clear Safety Glasses' }),
]

const built = () => {
  const index = new MemoryIndex(taxonomy)
  index.load(catalogue)
  return index
}
const moved = () => {
  const { snapshot, transfer } = built().snapshot()
  return MemoryIndex.restore(structuredClone(snapshot, { transfer }))
}

describe.each([
  ['built in place', built],
  ['moved from another thread', moved],
])('did you mean (%s)', (_, make) => {
  const index = make()
  const search = (q: string, more: Partial<SearchQuery> = {}) =>
    index.search({ q, filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 20, ...more })
  /** The suggestion for `q`, checked to find products with the same query options. */
  const suggestion = (q: string, more: Partial<SearchQuery> = {}) => {
    const result = search(q, more)
    expect(result.total).toBe(0)
    if (result.didYouMean) expect(search(result.didYouMean, more).total).toBeGreaterThan(0)
    return result.didYouMean
  }

  it('suggests the catalogue words as written for a misspelt query that finds nothing', () => {
    expect(suggestion('lvua nitrilca')).toBe('luva nitrílica')
    expect(suggestion('mscra de slda')).toBe('máscara de solda')
  })

  it('leaves the slips the search already forgives to the search', () => {
    // One edit away ("mascra", "nitrle") is found as it is: no suggestion needed.
    expect(search('mascra de solda').total).toBeGreaterThan(0)
    expect(search('mascra de solda').didYouMean).toBeNull()
    expect(search('glove nitrle', { language: 'en' }).didYouMean).toBeNull()
  })

  it('offers no word that is mostly the correction (a short word many edits away)', () => {
    const local = make()
    local.upsert(product({ id: 'uv', name: 'Óculos UV' }))
    const result = local.search({
      q: 'lvua uv',
      filters: {},
      isLancamento: false,
      sort: 'relevance',
      offset: 0,
      limit: 5,
    })
    expect(result.total).toBe(0)
    expect(result.didYouMean).toBeNull()
  })

  it('keeps the words that match as typed', () => {
    expect(suggestion('luva nitrilica vrede')).toBe('luva nitrilica verde')
  })

  it('answers null when the query finds something, or nothing is close', () => {
    const found = search('luva nitrilica')
    expect(found.total).toBeGreaterThan(0)
    expect(found.didYouMean).toBeNull()
    expect(suggestion('qwxzkjvb')).toBeNull()
    expect(search('luva', {}).didYouMean).toBeNull()
  })

  it('suggests in English on English pages', () => {
    expect(suggestion('glvoe nitirle', { language: 'en' })).toBe('glove nitrile')
    expect(suggestion('weldng msak', { language: 'en' })).toBe('welding mask')
  })

  it('never suggests a query that finds nothing with the buyer’s filters', () => {
    // "máscara" exists, but not among the gloves: no suggestion rather than an empty one.
    expect(suggestion('mscra', { filters: { categories: ['luvas'] } })).toBeNull()
    expect(suggestion('mscra', { filters: { categories: ['solda'] } })).toBe('máscara')
  })

  it('follows writes: a word added later can be suggested, a removed product no longer is', () => {
    const local = make()
    const search = (q: string) =>
      local.search({ q, filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 20 })
    expect(search('capaecte').didYouMean).toBeNull()
    local.upsert(product({ id: 'capacete', name: 'Capacete Aba Frontal' }))
    expect(search('capaecte').didYouMean).toBe('capacete')
    local.remove('capacete')
    expect(search('capaecte').didYouMean).toBeNull()
  })
})
