import { describe, expect, it } from 'vitest'
import { CompanyName, Cnpj, Email, optionalField, Password, PersonName, Phone } from './common'
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
    expect(Password.safeParse('strong-9!').success).toBe(false)
    expect(Password.safeParse('strong-10!').success).toBe(true)
  })

  it('refuses common passwords whatever their case, and one character repeated', () => {
    for (const common of ['1234567890', 'Senha12345', 'QWERTYUIOP', 'zzzzzzzzzzzz']) {
      expect(Password.safeParse(common).error?.issues[0]?.message).toMatch(/muito comum/)
    }
  })

  it('gives one message for a password that is both short and common', () => {
    expect(Password.safeParse('123456').error?.issues).toHaveLength(1)
  })
})

describe('PersonName and CompanyName', () => {
  it('refuse control characters, which PostgreSQL would not store (NUL) or no name needs', () => {
    for (const schema of [PersonName, CompanyName]) {
      expect(schema.safeParse('Ana\u0000Souza').success).toBe(false)
      expect(schema.safeParse('Ana\nSouza').success).toBe(false)
      expect(schema.safeParse('Ana Souza').success).toBe(true)
    }
  })
})

describe('Cnpj', () => {
  it('accepts valid check digits, with or without punctuation, and stores digits only', () => {
    expect(Cnpj.parse('11.222.333/0001-81')).toBe('11222333000181')
    expect(Cnpj.parse('11222333000181')).toBe('11222333000181')
  })

  it('accepts the alphanumeric CNPJ of July 2026', () => {
    expect(Cnpj.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35')
  })

  it.each(['11.222.333/0001-82', '11111111111111', '1122233300018', 'ABCDEFGHIJKLMN'])(
    'refuses %s',
    (value) => {
      expect(Cnpj.safeParse(value).error?.issues[0]?.message).toBe('O CNPJ não é válido: confira os números.')
    },
  )
})

describe('Phone', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['011 3456-7890', '+551134567890'],
    ['2134567890', '+552134567890'],
  ])('normalises %s', (input, stored) => {
    expect(Phone.parse(input)).toBe(stored)
  })

  it.each(['12345', '(11) 88765-4321', '(01) 3456-7890', 'call me', '+1 415 555 0100'])(
    'refuses %s',
    (value) => {
      expect(Phone.safeParse(value).success).toBe(false)
    },
  )
})

describe('optionalField', () => {
  const Field = optionalField(Phone)
  it('reads a cleared input or null as none, and leaves an absent one undefined', () => {
    expect(Field.parse('  ')).toBeNull()
    expect(Field.parse(null)).toBeNull()
    expect(Field.parse(undefined)).toBeUndefined()
    expect(Field.parse('(11) 98765-4321')).toBe('+5511987654321')
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
