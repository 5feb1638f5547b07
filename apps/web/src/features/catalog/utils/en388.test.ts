import { describe, expect, it } from 'vitest'
import { decodeEn388 } from './en388'

describe('decodeEn388', () => {
  it('reads each position of a 2016 code, with the TDM cut letter and the impact mark', () => {
    expect(decodeEn388('4X43C')?.map((p) => [p.key, p.value])).toEqual([
      ['abrasion', '4'],
      ['cut', 'X'],
      ['tear', '4'],
      ['puncture', '3'],
      ['tdmCut', 'C'],
    ])
    expect(decodeEn388('4543FP')?.at(-1)).toEqual({ key: 'impact', value: 'P', max: 'P' })
    expect(decodeEn388('3121')).toHaveLength(4)
  })

  it('refuses what is not an EN 388 code', () => {
    expect(decodeEn388('9X43C')).toBeNull()
    expect(decodeEn388('A1')).toBeNull()
    expect(decodeEn388('')).toBeNull()
  })
})
