import { describe, expect, it } from 'vitest'
import { deserialize } from './jsonapi'

describe('deserialize', () => {
  it('flattens a list and resolves relationships from included', () => {
    const result = deserialize({
      data: [
        {
          type: 'favorites',
          id: 'f1',
          attributes: { note: 'para a equipe de solda' },
          relationships: { product: { data: { type: 'products', id: 'p1' } } },
        },
        {
          type: 'favorites',
          id: 'f2',
          attributes: { note: null },
          relationships: { product: { data: { type: 'products', id: 'p-missing' } } },
        },
      ],
      included: [{ type: 'products', id: 'p1', attributes: { name: 'Luva Nitrílica Verde' } }],
      meta: { total: 2 },
      links: { self: '/api/v1/favorites', next: null },
    })
    expect(result.data).toEqual([
      { id: 'f1', note: 'para a equipe de solda', product: { id: 'p1', name: 'Luva Nitrílica Verde' } },
      { id: 'f2', note: null, product: { id: 'p-missing' } },
    ])
    expect(result.meta).toEqual({ total: 2 })
    expect(result.links.self).toBe('/api/v1/favorites')
  })

  it('keeps to-many and empty relationships and does not loop on cycles', () => {
    const result = deserialize({
      data: {
        type: 'products',
        id: 'p1',
        attributes: { name: 'Óculos Incolor' },
        relationships: {
          related: { data: [{ type: 'products', id: 'p2' }] },
          family: { data: null },
        },
      },
      included: [
        {
          type: 'products',
          id: 'p2',
          attributes: { name: 'Óculos Fumê' },
          relationships: { related: { data: [{ type: 'products', id: 'p1' }] } },
        },
      ],
    })
    expect(result.data).toEqual({
      id: 'p1',
      name: 'Óculos Incolor',
      family: null,
      related: [{ id: 'p2', name: 'Óculos Fumê', related: [{ id: 'p1' }] }],
    })
  })

  it('gives null data for a meta-only document', () => {
    expect(deserialize({ meta: { available: true } })).toEqual({
      data: null,
      meta: { available: true },
      links: {},
    })
  })
})
