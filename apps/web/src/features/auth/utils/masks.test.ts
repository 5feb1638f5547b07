import { Cnpj, Phone } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { formatCnpj, formatPhone } from './masks'

describe('formatCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    [' 11.222.333/0001-81 ', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('formats %s', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected)
  })

  it('leaves an incomplete number as typed, for the schema to explain', () => {
    expect(formatCnpj('1122')).toBe('1122')
  })

  it('gives what the contract schema accepts and stores the same way', () => {
    expect(Cnpj.parse(formatCnpj('11222333000181'))).toBe('11222333000181')
  })
})

describe('formatPhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['+5511987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['123', '123'],
  ])('formats %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it('gives what the contract schema accepts', () => {
    expect(Phone.parse(formatPhone('+5511987654321'))).toBe('+5511987654321')
  })
})
