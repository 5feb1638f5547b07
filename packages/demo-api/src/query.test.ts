import { describe, expect, it } from 'vitest'
import { listParam, parseTarget } from './query'

describe('parseTarget', () => {
  it('splits the path from the query and merges params over it', () => {
    expect(
      parseTarget('/apps/todo/tasks?q=glove&filter=important', { filter: 'completed', page: 2 }),
    ).toEqual({
      path: '/apps/todo/tasks',
      query: { q: 'glove', filter: 'completed', page: '2' },
    })
  })

  it('keeps repeated keys and axios-style bracketed keys as lists', () => {
    expect(parseTarget('/x?c=A&c=B')?.query).toEqual({ c: ['A', 'B'] })
    expect(parseTarget('/x?c[]=A&c%5B%5D=B')?.query).toEqual({ c: ['A', 'B'] })
    expect(parseTarget('/x', { 'c[]': ['A', 'B'] })?.query).toEqual({ c: ['A', 'B'] })
  })

  it('leaves out undefined and null params, as axios does', () => {
    expect(parseTarget('/x', { a: undefined, b: null, c: false })?.query).toEqual({ c: 'false' })
  })

  it('ignores a trailing slash and a hash', () => {
    expect(parseTarget('/apps/todo/tasks/?q=a#top')).toEqual({ path: '/apps/todo/tasks', query: { q: 'a' } })
  })

  it('leaves absolute URLs to the network', () => {
    expect(parseTarget('http://127.0.0.1:3000/apps/todo/tasks')).toBeUndefined()
    expect(parseTarget('apps/todo/tasks')).toBeUndefined()
  })
})

describe('listParam', () => {
  it('reads arrays, comma-separated text and mixes of both', () => {
    expect(listParam(['A', 'B'])).toEqual(['A', 'B'])
    expect(listParam('A, B')).toEqual(['A', 'B'])
    expect(listParam(['A,B', 'C'])).toEqual(['A', 'B', 'C'])
    expect(listParam('')).toEqual([])
    expect(listParam(undefined)).toEqual([])
  })
})
