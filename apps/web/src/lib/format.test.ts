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

  it('writes percentages and changes with the language’s decimal mark', () => {
    expect(createFormatters('pt-BR').percent(61.2, 1)).toBe('61,2%')
    expect(createFormatters('en').percent(61.2, 1)).toBe('61.2%')
    expect(createFormatters('pt-BR').percent(6.4, 1, { signed: true })).toBe('+6,4%')
    expect(createFormatters('en').percent(-1.4, 1, { signed: true })).toBe('-1.4%')
  })

  it('gives number inputs the language’s marks and currency sign', () => {
    expect(createFormatters('pt-BR').separators).toEqual({ thousandSeparator: '.', decimalSeparator: ',' })
    expect(createFormatters('en').separators).toEqual({ thousandSeparator: ',', decimalSeparator: '.' })
    expect(createFormatters('pt-BR').currencySign('USD')).toBe('US$')
    expect(createFormatters('en').currencySign('USD')).toBe('$')
    expect(createFormatters('pt-BR').currencySign()).toBe('R$')
  })

  it('leaves a value that is not a date as it is', () => {
    expect(createFormatters('en').date('soon')).toBe('soon')
  })

  it('joins items as each language does', () => {
    expect(createFormatters('pt-BR').list(['1 criado', '2 atualizados', '0 recusados'])).toBe(
      '1 criado, 2 atualizados e 0 recusados',
    )
    expect(createFormatters('en').list(['1 created', '2 updated', '0 refused'])).toBe(
      '1 created, 2 updated, and 0 refused',
    )
  })
})
