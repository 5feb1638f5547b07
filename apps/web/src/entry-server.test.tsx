// @vitest-environment node
import { isServerRenderedPath, storefrontPage } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { paths } from './config/paths'
import { catalogRoutes, homeRoutes } from './features/catalog/testing/fake-catalog'
import * as fakeProduct from './features/catalog/testing/fake-product'
import { renderPage, type RenderPageRequest, type ServerPage } from './entry-server'
import { createFakeApi, errorAnswer } from './testing/fake-api'

// What the server does with the page (apps/server/src/plugins/app/page-template.ts), enough to read it.
const render = (
  path: string,
  routes: Parameters<typeof createFakeApi>[0],
  extra: Partial<RenderPageRequest> = {},
) => {
  const api = createFakeApi(routes)
  const page = renderPage({ url: `http://escudo.test${path}`, fetch: api.fetch, ...extra })
  return { api, page }
}
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
const dataOf = (data: string) => JSON.parse(data) as ServerPage

describe('storefront pages rendered on the server', { timeout: 20_000 }, () => {
  it('renders the home page whole, with its data, and ships that data and its texts for hydration', async () => {
    const { api, page } = render('/', homeRoutes)
    const rendered = await page
    if (!rendered) throw new Error('the home page was not rendered')
    expect(rendered.status).toBe(200)
    expect(rendered.language).toBe('pt-BR')
    expect(rendered.title).toBe('Escudo EPI')
    const text = textOf(rendered.html)
    expect(text).toContain('Proteção certa para cada risco')
    // The blocks' data and their lazily loaded components are in the markup, not skeletons.
    expect(text).toContain('Óculos de segurança')
    expect(text).toContain('Luva Corte Max C')
    expect(text).toContain('Colete Classe 2')
    expect(rendered.html).toContain('href="/produtos?filter[categories]=oculos-de-seguranca"')
    // Each request once: the second render reads the cache the first one filled.
    expect(api.callsTo('GET /api/v1/highlights')).toHaveLength(1)
    expect(api.callsTo('GET /api/v1/banners')).toHaveLength(1)

    const data = dataOf(rendered.data)
    const queries = Object.values(data.state.api.queries)
    expect(queries.map((query) => query?.status)).toEqual(queries.map(() => 'fulfilled'))
    expect(queries.map((query) => query?.endpointName)).toEqual(
      expect.arrayContaining(['getBanners', 'getFilters', 'getHighlights', 'getMostPopular', 'listProducts']),
    )
    expect(data.texts.language).toBe('pt-BR')
    expect(Object.keys(data.texts.resources['pt-BR'] ?? {})).toEqual(
      expect.arrayContaining(['common', 'storefront', 'catalog', 'customer']),
    )
  })

  it('renders the catalogue for the filters in its address, the chosen ones shown as chips', async () => {
    const { api, page } = render('/produtos?filter[categories]=oculos-de-seguranca', catalogRoutes)
    const rendered = await page
    if (!rendered) throw new Error('the catalogue was not rendered')
    const [list] = api.callsTo('GET /api/v1/products')
    expect(list?.query.get('filter[categories]')).toBe('oculos-de-seguranca')
    // The page's own title in the <head>, as the browser sets it after hydration.
    expect(rendered.title).toBe('Óculos de segurança · Produtos · Escudo EPI')
    const text = textOf(rendered.html)
    expect(text).toContain('Óculos Visão')
    expect(text).not.toContain('Luva Nitro Grip')
    // The selected option is shown as a removable chip.
    expect(rendered.html).toContain('aria-label="Remover filtro Categorias: Óculos de segurança"')
  })

  it('renders in English at the English address, its links staying English', async () => {
    const { page } = render('/en', homeRoutes)
    const rendered = await page
    expect(rendered?.language).toBe('en')
    expect(rendered?.title).toBe('Escudo PPE')
    expect(textOf(rendered?.html ?? '')).toContain('Shop by category')
    expect(dataOf(rendered?.data ?? '{}').texts.language).toBe('en')
    // Every link but the language switch's own (to the other language, `hreflang`; decision 047).
    const hrefs = [...(rendered?.html ?? '').matchAll(/<a (?![^>]*hreflang=)[^>]*href="([^"]*)"/gi)].map(
      (match) => match[1]!,
    )
    expect(hrefs).toContain('/en/produtos')
    expect(rendered?.html).toMatch(/<a [^>]*href="\/"[^>]*hreflang="pt-BR"/i)
    expect(hrefs.filter((href) => href.startsWith('/') && !/^\/en(\/|\?|$)/.test(href))).toEqual([])
    // The English catalogue and the not-found page too.
    expect((await render('/en/produtos', catalogRoutes).page)?.language).toBe('en')
    const missing = await render('/en/nada-aqui', homeRoutes).page
    expect(missing).toMatchObject({ status: 404, language: 'en' })
  })

  it('renders the Portuguese address in Portuguese: the page is the same for every visitor', async () => {
    const rendered = await render('/', homeRoutes).page
    expect(rendered?.language).toBe('pt-BR')
    const links = rendered?.html.replace(/<a [^>]*hreflang="en"[^>]*>/gi, '')
    expect(links).not.toMatch(/href="\/en[/?"]/)
  })

  it('answers a storefront address that names no page with the not-found page and a 404', async () => {
    const rendered = await render('/nada-aqui', homeRoutes).page
    expect(rendered?.status).toBe(404)
    expect(textOf(rendered?.html ?? '')).toContain('Página não encontrada')
  })

  it('renders a product page without guessing who reads it: no "sign in to comment" for a signed-in customer', async () => {
    const empty = { status: 200, body: { data: [], meta: { total: 0 }, links: { self: '/x' } } }
    const rendered = await render(`/produtos/${fakeProduct.SLUG}`, {
      ...catalogRoutes,
      [`GET /api/v1/products/${fakeProduct.SLUG}`]: fakeProduct.product(),
      [`GET /api/v1/products/${fakeProduct.ID}/comments`]: empty,
    }).page
    expect(rendered?.status).toBe(200)
    const text = textOf(rendered?.html ?? '')
    expect(text).toContain('Luva Corte Max')
    expect(text).toContain('Comentários')
    expect(text).not.toContain('para comentar este produto')
  })

  it('answers a product that does not exist with its not-found page and a 404', async () => {
    const rendered = await render('/produtos/nao-existe', {
      ...catalogRoutes,
      'GET /api/v1/products/nao-existe': errorAnswer(404, [{ code: 'not_found', detail: 'No product.' }]),
    }).page
    expect(rendered?.status).toBe(404)
    expect(textOf(rendered?.html ?? '')).toContain('Página não encontrada')
    // What the browser hydrates from is what the page shows: the API's answer (no such product, `null`), which
    // the browser keeps, where a query in error would be asked again as the page hydrates.
    const product = Object.values(dataOf(rendered?.data ?? '{}').state.api.queries).find(
      (query) => query?.endpointName === 'getProduct',
    )
    expect(product).toMatchObject({ status: 'fulfilled', data: null })
  })

  describe('asks for the data of a page before rendering it, so that one render is enough', () => {
    const empty = { status: 200, body: { data: [], meta: { total: 0 }, links: { self: '/x' } } }
    const routes = {
      ...homeRoutes,
      [`GET /api/v1/products/${fakeProduct.SLUG}`]: fakeProduct.product(fakeProduct.daysFromNow(400)),
      [`GET /api/v1/products/${fakeProduct.ID}/comments`]: empty,
      'GET /api/v1/products/nao-existe': errorAnswer(404, [{ code: 'not_found', detail: 'No product.' }]),
    }
    // The cache as the browser receives it, without what differs between two runs of the same requests.
    const cacheOf = (data: string) =>
      JSON.stringify(dataOf(data).state, (key, value: unknown) =>
        ['requestId', 'startedTimeStamp', 'fulfilledTimeStamp'].includes(key) ? undefined : value,
      )
    const requestsOf = (api: ReturnType<typeof createFakeApi>) =>
      api.calls.map((call) => `${call.path}?${call.query.toString()}`).sort()

    it.each([
      ['the home page', '/', ['Óculos de segurança', 'Luva Corte Max C', 'Colete Classe 2']],
      [
        'the catalogue with two filters',
        '/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c',
        ['Luva Corte Max C'],
      ],
      // The product, then what it needs: its related products (its category's), its comments, the taxonomy.
      [
        'a product',
        `/produtos/${fakeProduct.SLUG}`,
        ['Luva Corte Max', 'Luva Nitro Grip', 'Luva Termo Pro', 'Comentários', 'Luva de segurança'],
      ],
      ['a product that does not exist', '/produtos/nao-existe', ['Página não encontrada']],
    ])('%s: the same page as rendering round after round, in one round', async (_, path, shown) => {
      const ahead = render(path, routes)
      const rounds = render(path, routes, { prefetch: false })
      const [page, slow] = await Promise.all([ahead.page, rounds.page])
      if (!page || !slow) throw new Error(`${path} was not rendered`)
      expect(page.rounds).toBe(1)
      for (const text of shown) expect(textOf(page.html)).toContain(text)
      expect(page.html).toBe(slow.html)
      expect([page.status, page.title, page.language]).toEqual([slow.status, slow.title, slow.language])
      expect(cacheOf(page.data)).toBe(cacheOf(slow.data))
      // Nothing asked twice, nothing asked that the page does not use.
      expect(requestsOf(ahead.api)).toEqual(requestsOf(rounds.api))
    })

    it('renders round after round, as before, a page whose data is not asked ahead', async () => {
      const product = await render(`/produtos/${fakeProduct.SLUG}`, routes, { prefetch: false }).page
      expect(product?.rounds).toBe(3)
      expect(textOf(product?.html ?? '')).toContain('Luva Nitro Grip')
    })
  })

  it.each(['/admin', '/dashboard', '/minha-conta', '/favoritos', '/entrar'])(
    'leaves %s to the browser (another area, or a page that depends on the session)',
    async (path) => {
      const { api, page } = render(path, homeRoutes)
      expect(await page).toBeNull()
      expect(api.calls).toHaveLength(0)
    },
  )

  it('renders exactly the pages the server sends to its render threads (contracts: isServerRenderedPath)', async () => {
    const everyPage = {
      ...catalogRoutes,
      ...homeRoutes,
      [`GET /api/v1/products/${fakeProduct.SLUG}`]: fakeProduct.product(),
      [`GET /api/v1/products/${fakeProduct.ID}/comments`]: {
        status: 200,
        body: { data: [], meta: { total: 0 }, links: { self: '/x' } },
      },
      'GET /api/v1/distributors': {
        status: 200,
        body: { data: [], meta: { total: 0, states: [], cities: [] } },
      },
      'GET /api/v1/ca-registry/status': {
        status: 200,
        body: { data: { type: 'ca-registry-status', id: 'current', attributes: { importedAt: null } } },
      },
    }
    const routePaths = Object.values(paths).flatMap((area) =>
      Object.values(area as Record<string, { path: string }>).map(({ path }) =>
        path.replace(':slug', fakeProduct.SLUG).replace(/:\w+/g, 'x'),
      ),
    )
    const decisions = await Promise.all(
      [...routePaths, '/nada-aqui', '/admin/nada', '/produtos/x/y'].map(async (path) => {
        const rendered = await render(path, everyPage).page
        return {
          path,
          rendered: rendered !== null,
          server: isServerRenderedPath(path),
          // A page the server names (storefrontPage) is rendered, and is not the not-found page.
          named: storefrontPage(path) !== undefined,
          found: rendered?.status === 200,
        }
      }),
    )
    expect(decisions.filter((each) => each.rendered !== each.server)).toEqual([])
    expect(decisions.filter((each) => each.named && !each.found)).toEqual([])
    expect(decisions.filter((each) => each.named).map((each) => each.path)).toEqual(
      expect.arrayContaining(['/', '/produtos', `/produtos/${fakeProduct.SLUG}`, '/contato']),
    )
    expect(decisions.filter((each) => each.rendered).length).toBeGreaterThanOrEqual(5)
  })

  it('keeps what a visitor typed from closing the script element that carries the data', async () => {
    const attack = '</script><script>alert(1)</script><!--'
    const rendered = await render(`/produtos?filter[q]=${encodeURIComponent(attack)}`, catalogRoutes).page
    expect(rendered?.data).not.toMatch(/<\/script|<!--|<script/i)
    const data = dataOf(rendered?.data ?? '{}')
    const args = Object.values(data.state.api.queries).map((query) =>
      String(JSON.stringify(query?.originalArgs)),
    )
    expect(args.some((each) => each.includes('alert(1)'))).toBe(true)
  })
})
