import { describe, expect, it } from 'vitest'
import { isServerRenderedPath, storefrontPage } from '@escudo/contracts'
import { localizedPath } from './page-url'
import { pageInLanguage, pageLanguage, routerBasename, startingAddress, urlLanguage } from './language-url'

const at = (href: string) => {
  const url = new URL(href, 'https://escudo.example')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

describe('localizedPath', () => {
  it('keeps Portuguese paths and puts English ones under /en, query kept', () => {
    expect(localizedPath('/produtos/luva-x', 'pt-BR')).toBe('/produtos/luva-x')
    expect(localizedPath('/produtos/luva-x', 'en')).toBe('/en/produtos/luva-x')
    expect(localizedPath('/produtos?filter[categories]=luvas', 'en')).toBe(
      '/en/produtos?filter[categories]=luvas',
    )
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/?a=1', 'en')).toBe('/en?a=1')
    expect(localizedPath('/', 'pt-BR')).toBe('/')
  })
})

describe('the language in the URL', () => {
  it('is English under /en only', () => {
    expect(urlLanguage('/en')).toBe('en')
    expect(urlLanguage('/en/produtos')).toBe('en')
    expect(urlLanguage('/produtos')).toBe('pt-BR')
    expect(urlLanguage('/enxofre')).toBe('pt-BR')
    expect(routerBasename('/en/contato')).toBe('/en')
    expect(routerBasename('/contato')).toBe('')
  })

  it('names the same pages in both languages for the server', () => {
    expect(storefrontPage('/en/produtos/luva')).toEqual({ kind: 'product', slug: 'luva' })
    expect(storefrontPage('/en')).toEqual({ kind: 'home' })
    expect(isServerRenderedPath('/en/minha-conta')).toBe(false)
    expect(isServerRenderedPath('/en/produtos')).toBe(true)
  })

  it("shows a storefront page in its URL's language, the back office and the dashboard in the reader's choice", () => {
    expect(pageLanguage('/produtos', 'en')).toBe('pt-BR')
    expect(pageLanguage('/', 'en')).toBe('pt-BR')
    expect(pageLanguage('/en/produtos/luva', 'pt-BR')).toBe('en')
    expect(pageLanguage('/en/minha-conta', 'pt-BR')).toBe('en')
    // Decision 041: sign-in and the account follow their address too (the head script moved a reader who chose
    // the other language before the page painted).
    expect(pageLanguage('/entrar', 'en')).toBe('pt-BR')
    expect(pageLanguage('/admin/produtos', 'en')).toBe('en')
    expect(pageLanguage('/dashboard', 'pt-BR')).toBe('pt-BR')
  })

  it('gives the same page in the other language, query and fragment kept', () => {
    expect(pageInLanguage(at('/produtos?q=luva&page[number]=2#x'), 'en')).toBe(
      '/en/produtos?q=luva&page[number]=2#x',
    )
    expect(pageInLanguage(at('/'), 'en')).toBe('/en')
    // The router's location has the Portuguese path (the /en basename is not in it).
    expect(pageInLanguage(at('/produtos/luva'), 'pt-BR')).toBe('/produtos/luva')
  })

  it('starts where the page is, but for the back office and the dashboard under /en', () => {
    expect(startingAddress(at('/produtos'))).toBeNull()
    expect(startingAddress(at('/en/produtos'))).toBeNull()
    expect(startingAddress(at('/en/minha-conta/orcamentos/7'))).toBeNull()
    expect(startingAddress(at('/en/admin/produtos?x=1'))).toBe('/admin/produtos?x=1')
    expect(startingAddress(at('/en/dashboard#x'))).toBe('/dashboard#x')
    expect(startingAddress(at('/admin'))).toBeNull()
  })
})
