import { describe, expect, it } from 'vitest'
import type { SiteLanguage } from '../../src/seo/site-languages'
import { sitemapIndexXml, urlsetXml } from '../../src/seo/sitemap-xml'
import { readIndex, readUrlset } from './sitemap-reader'

const portuguese: SiteLanguage = { language: 'pt-BR', localize: (path) => path }
const english: SiteLanguage = { language: 'en', localize: (path) => `/en${path === '/' ? '' : path}` }

describe('the sitemap XML', () => {
  it('escapes what XML reserves in every URL', () => {
    const publicUrl = 'https://loja.example/a?b=1&c=<\'">'
    const xml = urlsetXml([{ path: '/produtos?x=1&y=2', image: '/img?v=a&w=b' }], {
      publicUrl,
      language: portuguese,
      languages: [portuguese],
    })
    expect(readUrlset(xml)).toEqual([
      { loc: `${publicUrl}/produtos?x=1&y=2`, image: `${publicUrl}/img?v=a&w=b` },
    ])
    expect(readIndex(sitemapIndexXml([`${publicUrl}/sitemaps/pages-1.xml`]))).toEqual([
      `${publicUrl}/sitemaps/pages-1.xml`,
    ])
  })

  it('gives each entry no alternates with one language', () => {
    const xml = urlsetXml([{ path: '/contato' }], {
      publicUrl: 'https://loja.example',
      language: portuguese,
      languages: [portuguese],
    })
    expect(xml).not.toContain('xhtml:link')
  })

  it("gives each entry every language's URL and x-default once a second language has URLs", () => {
    const xml = urlsetXml([{ path: '/contato' }], {
      publicUrl: 'https://loja.example',
      language: english,
      languages: [portuguese, english],
    })
    expect(readUrlset(xml)).toEqual([{ loc: 'https://loja.example/en/contato' }])
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://loja.example/contato"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://loja.example/en/contato"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://loja.example/contato"/>',
    )
  })
})
