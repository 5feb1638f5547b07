import { QUOTE_LIST_COOKIE } from '@escudo/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { readCookieLines, takeCookieLines } from './cookie-lines'
import { quoteList } from './quote-list'
import { glove } from '../testing/test-data'

const setCookie = (lines: unknown) => {
  document.cookie = `${QUOTE_LIST_COOKIE}=${encodeURIComponent(JSON.stringify(lines))}; Path=/`
}

describe('the quote cookie (decision 047)', () => {
  beforeEach(() => {
    window.localStorage.clear()
    quoteList.reload()
    document.cookie = `${QUOTE_LIST_COOKIE}=; Max-Age=0; Path=/`
  })

  it('reads only well-formed lines', () => {
    expect(readCookieLines('')).toEqual([])
    expect(readCookieLines(`${QUOTE_LIST_COOKIE}=%%%`)).toEqual([])
    setCookie([['p-1', '9', 2], ['p-2', null, 0], 'x'])
    expect(readCookieLines(document.cookie)).toEqual([{ productId: 'p-1', size: '9', quantity: 2 }])
  })

  it('moves the lines into the list, merging the same product and size, skipping a product gone, and clears the cookie', async () => {
    quoteList.add({ ...glove, size: '9', quantity: 3 })
    setCookie([
      ['p-1', '9', 2],
      ['p-1', '10', 1],
      ['gone', null, 4],
    ])
    const taken = await takeCookieLines(async (id) => (id === 'p-1' ? glove : undefined))
    expect(taken).toBe(2)
    expect(quoteList.lines().map((line) => [line.productId, line.size, line.quantity])).toEqual([
      ['p-1', '9', 5],
      ['p-1', '10', 1],
    ])
    expect(document.cookie).not.toContain(QUOTE_LIST_COOKIE)
    // Nothing left to take.
    expect(await takeCookieLines(async () => glove)).toBe(0)
  })
})
