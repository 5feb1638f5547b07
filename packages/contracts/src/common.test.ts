import { describe, expect, it } from 'vitest'
import { Email, Password } from './common'
import { PageQuery } from './jsonapi'

describe('Email', () => {
  it('normalises case and whitespace so one address is one account', () => {
    expect(Email.parse('  Ana.Souza@Exemplo.COM.br ')).toBe('ana.souza@exemplo.com.br')
  })

  it('rejects an address without a domain with a message for the form', () => {
    const result = Email.safeParse('ana@')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('O e-mail não é válido.')
  })
})

describe('Password', () => {
  it('needs at least 10 characters', () => {
    expect(Password.safeParse('123456789').success).toBe(false)
    expect(Password.safeParse('1234567890').success).toBe(true)
  })
})

describe('PageQuery', () => {
  it('defaults to the first page of 12', () => {
    expect(PageQuery.parse({})).toEqual({ 'page[number]': 1, 'page[size]': 12 })
  })

  it('refuses a page size over 100 and a page 0', () => {
    expect(PageQuery.safeParse({ 'page[size]': '101' }).success).toBe(false)
    expect(PageQuery.safeParse({ 'page[number]': '0' }).success).toBe(false)
  })
})
