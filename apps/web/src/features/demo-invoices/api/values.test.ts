import { describe, expect, it } from 'vitest'
import { parseBalance, parseInvoiceDate, parseReais } from './values'

describe('invoice values', () => {
  it('reads the sample dates as local days', () => {
    expect(parseInvoiceDate('13 Dec 2019')).toEqual(new Date(2019, 11, 13))
    expect(parseInvoiceDate('not a date')).toBeUndefined()
  })

  it('reads balances written as currency text', () => {
    expect(parseBalance(0)).toBe(0)
    expect(parseBalance('R$ 724')).toBe(724)
    expect(parseBalance('-R$ 205')).toBe(-205)
    expect(parseReais('R$ 12.110,55')).toBe(12110.55)
    expect(parseBalance('R$ 1.250,50')).toBe(1250.5)
  })
})
