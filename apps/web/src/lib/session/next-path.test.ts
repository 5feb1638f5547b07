import { describe, expect, it } from 'vitest'
import { safeNextPath } from './next-path'

describe('safeNextPath', () => {
  it.each([
    ['/minha-conta', '/minha-conta'],
    ['/produtos?categoria=luvas#lista', '/produtos?categoria=luvas#lista'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next, '/')).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'minha-conta',
    '/\t/evil.example',
  ])('refuses %s', (next) => {
    expect(safeNextPath(next, '/')).toBe('/')
  })
})
