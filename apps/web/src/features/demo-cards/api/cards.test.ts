import { describe, expect, it } from 'vitest'
import { createFormatters } from '../../../lib/format'
import { parseHeadline } from './cards'

describe('parseHeadline', () => {
  it.each([
    ['2,84k', 2840],
    ['6,51k', 6510],
    ['1.2M', 1_200_000],
    ['+6.4%', 6.4],
    ['-1.4%', -1.4],
    ['812', 812],
  ])('reads %s as %d', (text, value) => {
    expect(parseHeadline(text)).toBeCloseTo(value)
  })

  it('reads text that is no number as 0 rather than NaN', () => {
    expect(parseHeadline('soon')).toBe(0)
  })

  it('lets the screen write the template’s headlines in each reader’s style', () => {
    expect(createFormatters('pt-BR').compact(parseHeadline('2,84k')).replace(/\s/g, ' ')).toBe('2,8 mil')
    expect(createFormatters('en').compact(parseHeadline('2,84k'))).toBe('2.8K')
  })
})
