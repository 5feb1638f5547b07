import { beforeEach, describe, expect, it } from 'vitest'
import { QUOTE_LIST_KEY, quoteList } from './quote-list'
import { glove } from '../testing/test-data'

describe('quote list', () => {
  beforeEach(() => {
    window.localStorage.clear()
    quoteList.reload()
  })

  it('adds a product per size, adding quantities when the same size comes again', () => {
    expect(quoteList.add({ ...glove, size: '9', quantity: 2 })).toBe('added')
    expect(quoteList.add({ ...glove, size: '9', quantity: 3 })).toBe('increased')
    expect(quoteList.add({ ...glove, size: '10', quantity: 1 })).toBe('added')
    expect(quoteList.lines().map((line) => [line.size, line.quantity])).toEqual([
      ['9', 5],
      ['10', 1],
    ])
  })

  it('persists to localStorage, so a reload (or the login round trip) keeps the list', () => {
    quoteList.add({ ...glove, size: '8', quantity: 4 })
    quoteList.update(quoteList.lines()[0]!.key, { note: 'Punho longo' })
    quoteList.reload()
    expect(quoteList.lines()).toMatchObject([
      { productId: 'p-1', size: '8', quantity: 4, note: 'Punho longo' },
    ])
    expect(JSON.parse(window.localStorage.getItem(QUOTE_LIST_KEY)!)).toHaveLength(1)
  })

  it('merges two lines when a size is changed to one already listed', () => {
    quoteList.add({ ...glove, size: '8', quantity: 1 })
    quoteList.add({ ...glove, size: '9', quantity: 2 })
    quoteList.update(quoteList.lines()[0]!.key, { size: '9' })
    expect(quoteList.lines().map((line) => [line.size, line.quantity])).toEqual([['9', 3]])
  })

  it('keeps quantities between 1 and the maximum, removes lines and clears', () => {
    quoteList.add({ ...glove, size: '8', quantity: 0 })
    const key = quoteList.lines()[0]!.key
    expect(quoteList.lines()[0]!.quantity).toBe(1)
    quoteList.update(key, { quantity: 10_000_000 })
    expect(quoteList.lines()[0]!.quantity).toBe(100_000)
    quoteList.remove(key)
    expect(quoteList.lines()).toEqual([])
    quoteList.add({ ...glove, size: '8', quantity: 1 })
    quoteList.clear()
    expect(window.localStorage.getItem(QUOTE_LIST_KEY)).toBeNull()
  })

  it('ignores a damaged stored list', () => {
    window.localStorage.setItem(QUOTE_LIST_KEY, '{"not":"a list"')
    quoteList.reload()
    expect(quoteList.lines()).toEqual([])
    window.localStorage.setItem(
      QUOTE_LIST_KEY,
      JSON.stringify([{ productId: 1 }, { ...glove, size: null, quantity: 2 }]),
    )
    quoteList.reload()
    expect(quoteList.lines()).toHaveLength(1)
  })

  it('refuses a 101st line', () => {
    for (let index = 0; index < 100; index += 1)
      quoteList.add({ ...glove, productId: `p-${index}`, size: null, quantity: 1 })
    expect(quoteList.add({ ...glove, productId: 'p-extra', size: null, quantity: 1 })).toBe('full')
    expect(quoteList.lines()).toHaveLength(100)
  })
})
