import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { PageHeadProvider, usePageMeta, type PageMeta } from './page-head'

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta)
  return null
}

const SITE = 'https://loja.escudo.example'
const headTags = () => ({
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
  alternates: Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  ),
  count: document.head.querySelectorAll(
    'meta[name="description"], link[rel="canonical"], link[rel="alternate"]',
  ).length,
})

describe('usePageMeta in the browser', () => {
  it('follows client-side navigation: the description, canonical URL, hreflang alternates and robots rule are the page shown', async () => {
    // What the server wrote for the first page.
    document.head.innerHTML =
      '<meta name="description" content="Luva contra corte.">' +
      `<link rel="canonical" href="${SITE}/produtos/luva">` +
      `<link rel="alternate" hreflang="pt-BR" href="${SITE}/produtos/luva">` +
      `<link rel="alternate" hreflang="en" href="${SITE}/en/produtos/luva">` +
      `<link rel="alternate" hreflang="x-default" href="${SITE}/produtos/luva">`
    const product: PageMeta = { description: 'Luva contra corte.', canonical: '/produtos/luva' }
    const { rerender, unmount } = await renderWithProviders(
      <PageHeadProvider publicUrl={SITE}>
        <Page meta={product} />
      </PageHeadProvider>,
    )
    expect(headTags()).toEqual({
      description: 'Luva contra corte.',
      canonical: `${SITE}/produtos/luva`,
      robots: undefined,
      alternates: {
        'pt-BR': `${SITE}/produtos/luva`,
        en: `${SITE}/en/produtos/luva`,
        'x-default': `${SITE}/produtos/luva`,
      },
      count: 5,
    })

    rerender(
      <PageHeadProvider publicUrl={SITE}>
        <Page meta={{ description: 'Busca', canonical: '/produtos?filter[q]=x', robots: 'noindex,follow' }} />
      </PageHeadProvider>,
    )
    expect(headTags()).toEqual({
      description: 'Busca',
      // Brackets percent-encoded, as the sitemap writes the same address (RFC 3986).
      canonical: `${SITE}/produtos?filter%5Bq%5D=x`,
      robots: 'noindex,follow',
      alternates: {
        'pt-BR': `${SITE}/produtos?filter%5Bq%5D=x`,
        en: `${SITE}/en/produtos?filter%5Bq%5D=x`,
        'x-default': `${SITE}/produtos?filter%5Bq%5D=x`,
      },
      count: 5,
    })

    // The not-found page has no canonical address, and says not to index it.
    rerender(
      <PageHeadProvider publicUrl={SITE}>
        <Page meta={{ description: 'Página não encontrada', robots: 'noindex' }} />
      </PageHeadProvider>,
    )
    expect(headTags()).toEqual({
      description: 'Página não encontrada',
      canonical: undefined,
      robots: 'noindex',
      alternates: {},
      count: 1,
    })

    // A page without metadata (the back office) keeps none of the last one's.
    unmount()
    expect(headTags()).toEqual({
      description: undefined,
      canonical: undefined,
      robots: undefined,
      alternates: {},
      count: 0,
    })
  })
})
