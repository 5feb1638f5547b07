import { describe, expect, it } from 'vitest'
import { withEncodedBrackets } from './language'

describe('withEncodedBrackets', () => {
  it('percent-encodes brackets after the host, as RFC 3986 requires, and keeps an IPv6 host', () => {
    expect(
      withEncodedBrackets('https://escudo.example/produtos?filter[categories]=luvas&page[number]=2'),
    ).toBe('https://escudo.example/produtos?filter%5Bcategories%5D=luvas&page%5Bnumber%5D=2')
    expect(withEncodedBrackets('http://[::1]:3000/en/produtos?filter[q]=x#[a]')).toBe(
      'http://[::1]:3000/en/produtos?filter%5Bq%5D=x#%5Ba%5D',
    )
    expect(withEncodedBrackets('/produtos?filter[q]=x')).toBe('/produtos?filter%5Bq%5D=x')
    expect(withEncodedBrackets('https://escudo.example/produtos/luva')).toBe(
      'https://escudo.example/produtos/luva',
    )
  })
})
