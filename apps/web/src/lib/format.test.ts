import { describe, expect, it } from 'vitest'
import { createFormatters } from './format'

describe('createFormatters', () => {
  it('writes money and dates per language', () => {
    const pt = createFormatters('pt-BR')
    const en = createFormatters('en')
    expect(pt.money(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50')
    expect(en.money(1234.5, 'USD')).toBe('$1,234.50')
    expect(pt.date('2024-03-05', { dateStyle: 'short' })).toBe('05/03/2024')
    expect(en.date('2024-03-05', { dateStyle: 'short' })).toBe('3/5/24')
  })

  it('leaves a value that is not a date as it is', () => {
    expect(createFormatters('en').date('soon')).toBe('soon')
  })
})
