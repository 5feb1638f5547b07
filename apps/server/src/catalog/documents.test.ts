import { ProductQuerySchema } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { FacetsJson, JsonWriter } from '../lib/json-writer'
import type { SearchResult } from './search/types'
import { blockDocument, listDocument } from './documents'

const facets: SearchResult['facets'] = {
  categories: [
    { id: 'luva-de-seguranca', count: 4376 },
    { id: 'óculos "ampla" visão', count: 0 },
  ],
  'glove.size': [{ id: 'back\\slash\u2028', count: 12 }],
  empty: [],
  isLancamento: [{ id: 'true', count: 1_000_000 }],
}

/** `facets` as a FacetsJson over a counts array, the way the index writes them. */
function asFacetsJson(source: SearchResult['facets']) {
  const counts: number[] = []
  const groups = Object.entries(source).map(([id, options]) => ({
    id,
    options: options.map((option) => ({ id: option.id, number: counts.push(option.count) - 1 })),
  }))
  return { json: new FacetsJson(groups), counts }
}

const hit = (id: string, extra = '') => ({
  id,
  document: Buffer.from(JSON.stringify({ type: 'products', id, attributes: { name: `Luva ${id}`, extra } })),
})

describe('JSON writing', () => {
  it('writes facet counts exactly as JSON.stringify does, escapes and zero counts included', () => {
    const writer = new JsonWriter()
    const { json, counts } = asFacetsJson(facets)
    json.write(writer.start(), counts)
    expect(writer.finish().toString()).toBe(JSON.stringify(facets))
    json.write(
      writer.start(),
      counts.map(() => 7),
    )
    expect(JSON.parse(writer.finish().toString()).categories).toEqual([
      { id: 'luva-de-seguranca', count: 7 },
      { id: 'óculos "ampla" visão', count: 7 },
    ])
    new FacetsJson([]).write(writer.start(), [])
    expect(writer.finish().toString()).toBe('{}')
  })

  it('writes integers digit by digit', () => {
    const writer = new JsonWriter()
    for (const value of [0, 7, 10, 99, 100, 4376, 2 ** 31 - 1]) {
      expect(writer.start().integer(value).finish().toString()).toBe(String(value))
    }
  })
})

describe('list documents', () => {
  const query = ProductQuerySchema.parse({ 'filter[q]': 'luva', 'page[number]': '2', 'page[size]': '3' })
  const big = 'ç'.repeat(40_000)

  it('assembles data, meta and links into one JSON document, past the size of the reused buffer', () => {
    const result: SearchResult = { total: 7, hits: [hit('a', big), hit('b', big), hit('c')], facets }
    const document = JSON.parse(listDocument(result, query, '/api/v1/products').toString())
    expect(document.data.map((resource: { id: string }) => resource.id)).toEqual(['a', 'b', 'c'])
    expect(document.data[0].attributes.extra).toBe(big)
    expect(document.meta).toEqual({ total: 7, facets, didYouMean: null, searchId: null, redirect: null })
    expect(document.links.self).toContain('page[number]=2')
    expect(document.links.next).toContain('page[number]=3')
    expect(document.links.prev).not.toContain('page[number]')
    // The next document starts from an empty buffer, not after the previous one.
    expect(JSON.parse(blockDocument([hit('d')]).toString()).data.map((r: { id: string }) => r.id)).toEqual([
      'd',
    ])
    expect(JSON.parse(blockDocument([]).toString())).toEqual({ data: [] })
  })

  it('carries the engine\'s "did you mean" (a string, escaped as JSON) or null', () => {
    const result: SearchResult = { total: 0, hits: [], facets, didYouMean: 'luva "nitrílica"' }
    const document = JSON.parse(listDocument(result, query, '/api/v1/products').toString())
    expect(document.meta.didYouMean).toBe('luva "nitrílica"')
  })

  it("uses the engine's facet writer when it has one", () => {
    const { json, counts } = asFacetsJson(facets)
    const result: SearchResult = {
      total: 1,
      hits: [hit('a')],
      get facets(): SearchResult['facets'] {
        throw new Error('the list must not build the facet objects')
      },
      writeFacets: (out) => json.write(out, counts),
    }
    const document = JSON.parse(listDocument(result, query, '/api/v1/products').toString())
    expect(document.meta).toEqual({ total: 1, facets, didYouMean: null, searchId: null, redirect: null })
  })
})
