import { describe, expect, it } from 'vitest'
import { pageWindow, pagerItems, type PagerItem } from './page-window'

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first and last pages and one neighbour each side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
  })

  it('shows no ellipsis where it would hide a single page, and always seven items', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })
})

describe('pageWindow without neighbours (phones)', () => {
  it('keeps the first, the current and the last page in five items', () => {
    expect(pageWindow(3, 5, 0)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(5, 10, 0)).toEqual([1, 'gap', 5, 'gap', 10])
    expect(pageWindow(3, 10, 0)).toEqual([1, 2, 3, 'gap', 10])
    expect(pageWindow(8, 10, 0)).toEqual([1, 'gap', 8, 9, 10])
  })
})

describe('pagerItems', () => {
  const shown = (items: PagerItem[], on: 'narrow' | 'wide') =>
    items.filter((item) => item.on === undefined || item.on === on).map((item) => item.page)

  it('holds both windows, each in order with its own ellipses', () => {
    for (const total of [1, 5, 6, 7, 8, 10, 250]) {
      for (let current = 1; current <= total; current++) {
        const items = pagerItems(current, total)
        expect(shown(items, 'wide')).toEqual(pageWindow(current, total))
        expect(shown(items, 'narrow')).toEqual(pageWindow(current, total, 0))
      }
    }
  })

  it('shares the items both windows show', () => {
    expect(pagerItems(5, 10)).toEqual([
      { page: 1 },
      { page: 'gap', on: 'wide' },
      { page: 4, on: 'wide' },
      { page: 'gap', on: 'narrow' },
      { page: 5 },
      { page: 6, on: 'wide' },
      { page: 'gap' },
      { page: 10 },
    ])
  })
})
