import { beforeEach, describe, expect, it } from 'vitest'
import { compareList } from './compare-actions'
import { COMPARE_LIST_KEY, reloadComparePicks } from './compare-list'

const pick = (n: number) => ({ slug: `luva-${n}`, name: `Luva ${n}` })

describe('compare list', () => {
  beforeEach(() => {
    window.localStorage.clear()
    reloadComparePicks()
  })

  it('keeps up to four products and refuses a fifth, saying so', () => {
    for (const n of [1, 2, 3, 4]) expect(compareList.add(pick(n))).toBe('added')
    expect(compareList.add(pick(5))).toBe('full')
    expect(compareList.picks().map((each) => each.slug)).toEqual(['luva-1', 'luva-2', 'luva-3', 'luva-4'])
    compareList.remove('luva-2')
    expect(compareList.add(pick(5))).toBe('added')
  })

  it('toggles a product in and out, once each', () => {
    expect(compareList.toggle(pick(1))).toBe('added')
    expect(compareList.add(pick(1))).toBe('present')
    expect(compareList.toggle(pick(1))).toBe('removed')
    expect(compareList.picks()).toEqual([])
  })

  it('persists to localStorage and ignores what is not a pick', () => {
    compareList.add(pick(1))
    expect(JSON.parse(window.localStorage.getItem(COMPARE_LIST_KEY)!)).toEqual([pick(1)])
    window.localStorage.setItem(COMPARE_LIST_KEY, JSON.stringify([pick(2), { slug: 3 }, 'x']))
    reloadComparePicks()
    expect(compareList.picks()).toEqual([pick(2)])
    window.localStorage.setItem(COMPARE_LIST_KEY, '{broken')
    reloadComparePicks()
    expect(compareList.picks()).toEqual([])
  })
})
