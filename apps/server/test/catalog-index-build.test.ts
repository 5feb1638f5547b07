import { describe, expect, it } from 'vitest'
import { createCatalogIndex } from '../src/catalog/catalog-index'
import { loadIndexedProduct } from '../src/catalog/indexed-products'
import type { CatalogSearch, SearchQuery } from '../src/catalog/search/types'
import { useCatalogApp } from './helper'

const context = useCatalogApp()

const QUERIES: SearchQuery[] = [
  { filters: {}, isLancamento: false, sort: 'name', offset: 0, limit: 100 },
  { q: 'luvas nitrilca', filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 20 },
  {
    q: 'prot',
    filters: { categories: ['luva-de-seguranca'] },
    isLancamento: false,
    sort: '-name',
    offset: 0,
    limit: 20,
  },
  {
    filters: { riskTypes: ['corte-c', 'abrasao-rasgo'] },
    isLancamento: true,
    sort: '-createdAt',
    offset: 2,
    limit: 5,
  },
  // English stems, option titles read from the options' bitsets, and codes from the packed dictionary.
  {
    q: 'safety glov',
    filters: {},
    isLancamento: false,
    sort: 'relevance',
    offset: 0,
    limit: 20,
    language: 'en',
  },
  { q: 'ep 1', filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 20 },
]

const answer = (index: CatalogSearch, query: SearchQuery) => {
  const { total, hits, facets } = index.search(query)
  return { total, hits: hits.map((hit) => [hit.id, hit.document.toString()]), facets }
}

describe('the catalogue index built on a worker thread', () => {
  it('answers exactly as the index built in place, and takes writes at once', async () => {
    const onWorker = createCatalogIndex(context.database.db, { build: 'worker' })
    const inPlace = createCatalogIndex(context.database.db, { build: 'inline' })
    const built = await onWorker.rebuild()
    await inPlace.rebuild()
    expect(built.products).toBeGreaterThanOrEqual(120)
    for (const query of QUERIES) {
      expect(answer(onWorker, query)).toEqual(answer(inPlace, query))
      expect(onWorker.search(query).total, query.q).toBeGreaterThan(0)
    }

    // A back-office write: the product changes name and category; search and facets follow at once.
    const glove = onWorker.search({ ...QUERIES[0]!, filters: { categories: ['luva-de-seguranca'] } }).hits[0]!
    const product = (await loadIndexedProduct(context.database.db, glove.id))!
    const before = onWorker.search(QUERIES[0]!).facets.categories!
    const count = (facets: typeof before, id: string) => facets.find((option) => option.id === id)!.count
    onWorker.upsert({
      ...product,
      name: 'Luva Zirconita Experimental',
      options: { ...product.options, categories: ['oculos-de-seguranca'] },
    })
    const after = onWorker.search(QUERIES[0]!).facets.categories!
    expect(count(after, 'luva-de-seguranca')).toBe(count(before, 'luva-de-seguranca') - 1)
    expect(count(after, 'oculos-de-seguranca')).toBe(count(before, 'oculos-de-seguranca') + 1)
    const search = { ...QUERIES[1]!, q: 'zirconita' }
    expect(onWorker.search(search).hits.map((hit) => hit.id)).toEqual([glove.id])

    onWorker.remove(glove.id)
    expect(onWorker.search(search).total).toBe(0)
    expect(onWorker.get(glove.id)).toBeUndefined()
    expect(count(onWorker.search(QUERIES[0]!).facets.categories!, 'oculos-de-seguranca')).toBe(
      count(before, 'oculos-de-seguranca'),
    )
  })
})
