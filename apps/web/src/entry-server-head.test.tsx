// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { homeRoutes } from './features/catalog/testing/fake-catalog'
import * as fakeProduct from './features/catalog/testing/fake-product'
import { renderPage, type RenderedPage, type RenderPageRequest } from './entry-server'
import { createFakeApi, errorAnswer } from './testing/fake-api'

/* The <head> of each public page as search engines and link previews read it (decision 028). */

const SITE = 'https://loja.escudo.example'
const empty = { status: 200, body: { data: [], meta: { total: 0 }, links: { self: '/x' } } }
const routes = {
  ...homeRoutes,
  [`GET /api/v1/products/${fakeProduct.SLUG}`]: fakeProduct.product('2027-03-01'),
  [`GET /api/v1/products/${fakeProduct.ID}/comments`]: empty,
  'GET /api/v1/products/nao-existe': errorAnswer(404, [{ code: 'not_found', detail: 'No product.' }]),
}

async function render(path: string, extra: Partial<RenderPageRequest> = {}, answers = routes) {
  const page = await renderPage({
    url: `http://10.0.0.5:3000${path}`,
    fetch: createFakeApi(answers).fetch,
    publicUrl: SITE,
    ...extra,
  })
  if (!page) throw new Error(`${path} was not rendered`)
  return page
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The head's tags read back: a meta tag's content by name or property, the canonical URL, the JSON-LD. */
function headOf(page: RenderedPage) {
  const { head } = page
  const meta = (key: string) => {
    const found = new RegExp(
      `<meta (?:name|property)="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)">`,
    ).exec(head)?.[1]
    return found === undefined ? undefined : unescape(found)
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1]
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => [
      match[1]!,
      unescape(match[2]!),
    ]),
  )
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
  const ofType = (type: string) => jsonLd.find((data) => data['@type'] === type)
  return {
    title: page.title,
    description: meta('description'),
    canonical: canonical && unescape(canonical),
    alternates,
    robots: meta('robots'),
    og: (name: string) => meta(`og:${name}`),
    twitterCard: meta('twitter:card'),
    twitter: (name: string) => meta(`twitter:${name}`),
    jsonLd,
    ofType,
  }
}

describe('the head of the pages rendered on the server', { timeout: 30_000 }, () => {
  it('home: the brand, its lead text, its canonical address, a preview with a banner, and who the brand is', async () => {
    const head = headOf(await render('/'))
    expect(head.title).toBe('Escudo EPI')
    expect(head.description).toMatch(/^Luvas, óculos, macacões/)
    expect(head.canonical).toBe(`${SITE}/`)
    expect(head.robots).toBeUndefined()
    expect(head.og('type')).toBe('website')
    expect(head.og('title')).toBe('Escudo EPI')
    expect(head.og('description')).toBe(head.description)
    expect(head.og('url')).toBe(`${SITE}/`)
    expect(head.og('site_name')).toBe('Escudo EPI')
    expect(head.og('locale')).toBe('pt_BR')
    expect(head.og('image')).toBe(`${SITE}/api/v1/banners/b1/image`)
    expect(head.twitterCard).toBe('summary_large_image')

    expect(head.ofType('Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Escudo EPI',
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
      email: 'contato@escudo.example',
      telephone: '0800 000 0000',
      contactPoint: { '@type': 'ContactPoint', email: 'contato@escudo.example' },
    })
    const site = head.ofType('WebSite')
    expect(site).toMatchObject({
      name: 'Escudo EPI',
      url: `${SITE}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/produtos?filter%5Bq%5D={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('the whole catalogue and a page of one filter are indexable, each with its own canonical address', async () => {
    const all = headOf(await render('/produtos'))
    expect(all.title).toBe('Produtos · Escudo EPI')
    expect(all.description).toMatch(/^Catálogo de equipamentos de proteção individual/)
    expect(all.canonical).toBe(`${SITE}/produtos`)
    expect(all.robots).toBeUndefined()
    // No product picture in this list: the small card.
    expect(all.twitterCard).toBe('summary')

    // A category's page, at the address the sitemap lists (decision 027).
    const category = headOf(await render('/produtos?filter[categories]=oculos-de-seguranca'))
    expect(category.title).toBe('Óculos de segurança · Produtos · Escudo EPI')
    expect(category.description).toMatch(/^Óculos de segurança: equipamentos de proteção individual/)
    expect(category.canonical).toBe(`${SITE}/produtos?filter%5Bcategories%5D=oculos-de-seguranca`)
    expect(category.robots).toBeUndefined()
    expect(category.og('url')).toBe(category.canonical)

    const risk = headOf(await render('/produtos?filter[riskTypes]=corte-c'))
    expect(risk.title).toBe('Corte nível C · Produtos · Escudo EPI')
    expect(risk.canonical).toBe(`${SITE}/produtos?filter%5BriskTypes%5D=corte-c`)
    expect(risk.robots).toBeUndefined()

    // A filter with a description of its own is described by it.
    const certificate = headOf(await render('/produtos?filter[certificates]=fda'))
    expect(certificate.description).toBe('Contato com alimentos.')

    const titles = [all, category, risk, certificate].map((head) => head.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it.each([
    ['two filters', '/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c'],
    ['two options of one filter', '/produtos?filter[riskTypes]=corte-a,corte-b'],
    ['a filter and the releases', '/produtos?filter[categories]=luva-de-seguranca&filter[isLancamento]=true'],
    ['a sort', '/produtos?filter[categories]=luva-de-seguranca&sort=-createdAt'],
    ['a page past the first', '/produtos?filter[categories]=luva-de-seguranca&page[number]=2'],
    ['another page size', '/produtos?page[size]=48'],
    ['a search', '/produtos?filter[q]=luva'],
    ['an option the taxonomy does not have', '/produtos?filter[categories]=nada'],
  ])('the catalogue with %s is followed, not indexed', async (_, path) => {
    const head = headOf(await render(path))
    expect(head.robots).toBe('noindex,follow')
    // Its canonical address is its own, written as the storefront's links write it.
    expect(head.canonical?.startsWith(`${SITE}/produtos?`)).toBe(true)
  })

  it('names the catalogue after its filters, search and page', async () => {
    const two = headOf(
      await render('/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c'),
    )
    expect(two.title).toBe('Luva de segurança, Corte nível C · Produtos · Escudo EPI')
    expect(two.description).toMatch(/^Luva de segurança, Corte nível C: /)
    expect(two.canonical).toBe(
      `${SITE}/produtos?filter%5Bcategories%5D=luva-de-seguranca&filter%5BriskTypes%5D=corte-c`,
    )
    const second = headOf(await render('/produtos?filter[categories]=luva-de-seguranca&page[number]=2'))
    expect(second.title).toBe('Luva de segurança · Produtos · página 2 · Escudo EPI')
    const search = headOf(await render('/produtos?filter[q]=luva'))
    expect(search.title).toBe('Resultados para “luva” · Escudo EPI')
    expect(search.description).toMatch(/^Resultados da busca por “luva”/)
  })

  it('product: its short description, canonical address, picture, Product and breadcrumbs as JSON-LD', async () => {
    const page = await render(`/produtos/${fakeProduct.SLUG}`)
    expect(page.status).toBe(200)
    const head = headOf(page)
    const url = `${SITE}/produtos/${fakeProduct.SLUG}`
    expect(head.title).toBe('Luva Corte Max · Escudo EPI')
    expect(head.description).toBe('Luva contra corte.')
    expect(head.canonical).toBe(url)
    expect(head.robots).toBeUndefined()
    expect(head.og('type')).toBe('product')
    expect(head.og('title')).toBe('Luva Corte Max · Escudo EPI')
    expect(head.og('url')).toBe(url)
    // The server's 1200×630 rendition of the first image, at its versioned address, with its size.
    const preview = `${SITE}/api/v1/products/${fakeProduct.ID}/open-graph-image?v=r1`
    expect(head.og('image')).toBe(preview)
    expect(head.og('image:width')).toBe('1200')
    expect(head.og('image:height')).toBe('630')
    expect(head.og('image:alt')).toBe('Luva: ilustração')
    expect(head.twitterCard).toBe('summary_large_image')
    expect(head.twitter('image')).toBe(preview)
    expect(head.twitter('image:alt')).toBe('Luva: ilustração')

    expect(head.ofType('Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Luva Corte Max',
      description: 'Luva contra corte.',
      sku: 'EP-LV-1007',
      brand: { '@type': 'Brand', name: 'Escudo Pro' },
      category: 'Luva de segurança',
      image: [1, 2].map((n) => `${SITE}/api/v1/products/${fakeProduct.ID}/images/${n}`),
      url,
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Certificado de Aprovação (CA)', value: '85433' },
        { '@type': 'PropertyValue', name: 'Validade do CA', value: '2027-03-01' },
        { '@type': 'PropertyValue', name: 'EN 388:2016', value: '4X42C' },
        { '@type': 'PropertyValue', name: 'ANSI/ISEA 105 (corte)', value: 'A3' },
      ],
    })
    expect(head.ofType('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Luva de segurança',
          item: `${SITE}/produtos?filter%5Bcategories%5D=luva-de-seguranca`,
        },
        { '@type': 'ListItem', position: 3, name: 'Luva Corte Max', item: url },
      ],
    })
  })

  it('product: levels it does not have are left out, not written empty', async () => {
    const plain = fakeProduct.product()
    Object.assign(plain.body.data.attributes, {
      en388: null,
      ansiCutLevel: null,
      images: [],
      openGraphImageUrl: null,
    })
    const head = headOf(
      await render(
        `/produtos/${fakeProduct.SLUG}`,
        {},
        { ...routes, [`GET /api/v1/products/${fakeProduct.SLUG}`]: plain },
      ),
    )
    const product = head.ofType('Product')
    expect(product).not.toHaveProperty('image')
    expect((product?.additionalProperty as { name: string }[]).map((each) => each.name)).toEqual([
      'Certificado de Aprovação (CA)',
      'Validade do CA',
    ])
    expect(head.og('image')).toBeUndefined()
    expect(head.og('image:width')).toBeUndefined()
    expect(head.twitter('image')).toBeUndefined()
    expect(head.twitterCard).toBe('summary')
  })

  it('contact: its own title, description and canonical address', async () => {
    const head = headOf(await render('/contato'))
    expect(head.title).toBe('Fale com a Escudo · Escudo EPI')
    expect(head.description).toMatch(/^Dúvidas sobre produtos, CA/)
    expect(head.canonical).toBe(`${SITE}/contato`)
    expect(head.robots).toBeUndefined()
    expect(head.jsonLd).toEqual([])
  })

  it.each(['/nada-aqui', '/produtos/nao-existe'])(
    'the not-found page (%s) is a 404 not to index, with no canonical address',
    async (path) => {
      const page = await render(path)
      expect(page.status).toBe(404)
      const head = headOf(page)
      expect(head.title).toBe('Página não encontrada · Escudo EPI')
      expect(head.robots).toBe('noindex')
      expect(head.canonical).toBeUndefined()
      expect(head.jsonLd).toEqual([])
    },
  )

  it('keeps what a visitor typed or the staff wrote inside the attributes and the JSON-LD', async () => {
    const attack = '"><script>alert(1)</script><!--'
    const search = await render(`/produtos?filter[q]=${encodeURIComponent(attack)}`)
    expect(search.head).not.toMatch(/<script>|<!--/)
    expect(headOf(search).description).toContain(attack)

    const named = fakeProduct.product()
    named.body.data.attributes.name = `Luva </script><script>alert(1)</script>`
    const product = await render(
      `/produtos/${fakeProduct.SLUG}`,
      {},
      {
        ...routes,
        [`GET /api/v1/products/${fakeProduct.SLUG}`]: named,
      },
    )
    expect(product.head).not.toMatch(/<\/script><script>|<script>alert/)
    expect(headOf(product).ofType('Product')?.name).toBe(named.body.data.attributes.name)
  })

  it('in English (under /en), its own addresses with the English texts', async () => {
    const page = await render('/en/produtos?filter[categories]=oculos-de-seguranca')
    const head = headOf(page)
    expect(page.language).toBe('en')
    expect(head.title).toBe('Safety glasses · Products · Escudo PPE')
    expect(head.og('locale')).toBe('en_US')
    expect(head.og('site_name')).toBe('Escudo PPE')
    expect(head.canonical).toBe(`${SITE}/en/produtos?filter%5Bcategories%5D=oculos-de-seguranca`)
    expect(head.og('url')).toBe(head.canonical)
    expect(head.alternates).toEqual({
      'pt-BR': `${SITE}/produtos?filter%5Bcategories%5D=oculos-de-seguranca`,
      en: `${SITE}/en/produtos?filter%5Bcategories%5D=oculos-de-seguranca`,
      'x-default': `${SITE}/produtos?filter%5Bcategories%5D=oculos-de-seguranca`,
    })
  })

  it.each([
    ['/', '/en', '/'],
    ['/produtos', '/en/produtos', '/produtos'],
    [`/produtos/${fakeProduct.SLUG}`, `/en/produtos/${fakeProduct.SLUG}`, `/produtos/${fakeProduct.SLUG}`],
    ['/contato', '/en/contato', '/contato'],
  ])('%s: canonical per language, hreflang alternates and x-default in both', async (pt, en, xDefault) => {
    for (const [path, language] of [
      [pt, 'pt-BR'],
      [en, 'en'],
    ] as const) {
      const page = await render(path)
      expect(page.language).toBe(language)
      const head = headOf(page)
      expect(head.canonical).toBe(`${SITE}${path}`)
      expect(head.alternates).toEqual({
        'pt-BR': `${SITE}${pt}`,
        en: `${SITE}${en}`,
        'x-default': `${SITE}${xDefault}`,
      })
    }
  })

  it('gives the not-found page no canonical and no alternates', async () => {
    const page = await render('/en/produtos/nao-existe')
    expect(page.status).toBe(404)
    expect(headOf(page).canonical).toBeUndefined()
    expect(headOf(page).alternates).toEqual({})
  })

  it("takes the page's own origin without a public address, and gives the browser the one it used", async () => {
    const page = await render('/contato', { publicUrl: undefined })
    expect(headOf(page).canonical).toBe('http://10.0.0.5:3000/contato')
    const withSite = await render('/contato')
    expect((JSON.parse(withSite.data) as { publicUrl: string }).publicUrl).toBe(SITE)
  })
})
