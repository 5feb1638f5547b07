import { describe, expect, it } from 'vitest'
import { pageWithPins } from './pinned'

// The other results are the documents 100, 101, 102… in their own order.
const rest = (count: number) => (offset: number, limit: number) =>
  Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, k) => 100 + offset + k)

describe('a page with pinned documents', () => {
  it('puts each pin at its position, on whichever page it falls', () => {
    const pins = [
      { doc: 1, position: 1 },
      { doc: 2, position: 4 },
    ]
    const whole = pageWithPins(pins, 5, 0, 100, rest(5))
    expect(whole).toEqual([1, 100, 101, 2, 102, 103, 104])
    // Pages of three give the same list, cut in three.
    const pages = [0, 3, 6].flatMap((offset) => pageWithPins(pins, 5, offset, 3, rest(5)))
    expect(pages).toEqual(whole)
  })

  it('puts pins past the end of the list last, in position order, and keeps two pins on one position apart', () => {
    expect(
      pageWithPins(
        [
          { doc: 1, position: 2 },
          { doc: 2, position: 2 },
          { doc: 3, position: 50 },
        ],
        2,
        0,
        10,
        rest(2),
      ),
    ).toEqual([100, 1, 2, 101, 3])
    expect(pageWithPins([{ doc: 1, position: 3 }], 0, 0, 10, rest(0))).toEqual([1])
    expect(pageWithPins([{ doc: 1, position: 1 }], 3, 10, 5, rest(3))).toEqual([])
  })
})
