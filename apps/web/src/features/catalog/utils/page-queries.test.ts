import { productQueryToString } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { catalogQueryOf, HOME_RELEASES, listQueryIn, relatedProductsQuery } from './page-queries'

describe('listQueryIn', () => {
  it('asks the API for an English search on an English page, and nothing more elsewhere', () => {
    const search = catalogQueryOf('?filter[q]=gloves&filter[categories]=luva-de-seguranca')
    expect(productQueryToString(listQueryIn(search, 'en'))).toBe(
      'filter[q]=gloves&filter[categories]=luva-de-seguranca&lang=en',
    )
    expect(listQueryIn(search, 'pt-BR')).toBe(search)
    // Without words to search, the language changes nothing: Portuguese and English pages share the answer.
    const browse = catalogQueryOf('?filter[categories]=luva-de-seguranca')
    expect(listQueryIn(browse, 'en')).toBe(browse)
    // A link that carries it (the API's own pagination links) reads back the same.
    expect(catalogQueryOf('?filter[q]=gloves&lang=en')).toMatchObject({ lang: 'en' })
  })
})

describe('promotion slots', () => {
  it('ask only for products that can be quoted (no CA "vencido" promoted)', () => {
    expect(productQueryToString(HOME_RELEASES)).toContain('filter[caValido]=true')
    expect(productQueryToString(relatedProductsQuery({ category: 'luva-de-seguranca' }))).toContain(
      'filter[caValido]=true',
    )
  })
})
