import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { productSlugHistory, productViews, searchDaily, searchFilterDaily } from '../../src/db/schema/index'
import { customer, someProducts, staff, STAFF } from '../customer/helpers'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'
import { STAND_IN_INDEX } from '../scale/stand-in-web-build'

/**
 * A stand-in for the web app's renderer with its contract (decision 013): it reads the API through the fetch
 * it is given, as the real one does, and counts its renders. The home page shows the highlights; a product
 * page its name and comment count (a 404 when the API has no such product); /conta asks for the signed-in
 * customer, which a page rendered on the server must never have; the catalogue its list's total.
 */
const RENDERER = `
export const renders = { count: 0 }
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';')
const api = async (fetch, path) => {
  const response = await fetch('http://escudo.internal/api/v1' + path, { headers: { accept: 'application/vnd.api+json' } })
  return { status: response.status, body: response.status === 200 ? await response.json() : undefined }
}
export async function renderPage({ url, fetch }) {
  renders.count += 1
  const english = /^\\/en(\\/|$)/.test(new URL(url).pathname)
  const pathname = english ? new URL(url).pathname.slice(3) || '/' : new URL(url).pathname
  const language = english ? 'en' : 'pt-BR'
  const page = (status, html) => ({ status, language, html, data: '{}', title: 'Escudo EPI', head: '' })
  if (pathname === '/') {
    const highlights = await api(fetch, '/highlights')
    return page(200, '<ul>' + highlights.body.data.map((p) => '<li>' + escape(p.attributes.name) + '</li>').join('') + '</ul>')
  }
  if (pathname === '/conta') {
    const me = await api(fetch, '/me')
    return page(200, me.status === 200 ? '<p>' + escape(me.body.data.attributes.email) + '</p>' : '<p>anónimo</p>')
  }
  if (pathname === '/produtos') {
    const list = await api(fetch, '/products' + new URL(url).search)
    return page(200, '<p>' + list.body.meta.total + ' produtos</p>')
  }
  const match = /^\\/produtos\\/([^/]+)$/.exec(pathname)
  if (!match) return null
  const found = await api(fetch, '/products/' + match[1])
  if (!found.body) return page(404, '<h1>Produto não encontrado</h1>')
  const { name, commentCount } = found.body.data.attributes
  return page(200, '<h1>' + escape(name) + '</h1><p>' + commentCount + ' comentários</p>' + (language === 'en' ? '<p>English</p>' : ''))
}
`

const context = {} as {
  app: App
  database: DatabaseHandle
  temp: Awaited<ReturnType<typeof makeTempDir>>
  renders: { count: number }
}

async function startApp(env: NodeJS.ProcessEnv = {}) {
  return buildTestApp(context.database, {
    WEB_DIST: context.temp.dir,
    WEB_SSR: path.join(context.temp.dir, 'entry-server.mjs'),
    SEED: 'demo',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    RATE_LIMIT_REGISTER_IP: '1000/1h',
    ...env,
  })
}

beforeAll(async () => {
  context.temp = await makeTempDir()
  await writeFile(path.join(context.temp.dir, 'index.html'), STAND_IN_INDEX)
  const entry = path.join(context.temp.dir, 'entry-server.mjs')
  await writeFile(entry, RENDERER)
  context.database = await openTestDatabase()
  context.app = await startApp()
  // The module the server loaded (one instance per URL): its render count.
  context.renders = ((await import(pathToFileURL(entry).href)) as { renders: { count: number } }).renders
})

afterAll(async () => {
  await context.app?.close()
  await context.database?.close()
  await context.temp?.remove()
})

const page = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url, headers: { accept: 'text/html', ...headers } })

/** Requests `url` and answers how it was had and whether the renderer ran for it (on the HTTP thread here). */
async function visit(url: string, headers: Record<string, string> = {}) {
  const before = context.renders.count
  const response = await page(url, headers)
  return { response, outcome: response.headers['x-page-cache'], rendered: context.renders.count > before }
}

/** Changes a product through the back office's API, as the form does. */
const change = async (id: string, attributes: Record<string, unknown>) => {
  const { headers } = await staff(context.app)
  const current = await context.app.inject({ url: `/api/v1/admin/products/${id}`, headers })
  const answer = await context.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/products/${id}`,
    headers,
    payload: {
      data: {
        type: 'products',
        attributes: { version: current.json().data.attributes.version, ...attributes },
      },
    },
  })
  expect(answer.statusCode, answer.body).toBe(200)
}
const rename = (id: string, name: string) => change(id, { name })

describe('the page cache', () => {
  it('reuses a rendered page: same bytes, no render, and an ETag that answers 304', async () => {
    const { other } = await someProducts(context.app)
    const first = await visit(`/produtos/${other.slug}`)
    expect(first.rendered).toBe(true)
    expect(first.response.statusCode).toBe(200)
    expect(first.response.body).toContain(`<h1>${other.name}</h1>`)
    const again = await visit(`/produtos/${other.slug}`)
    expect(again).toMatchObject({ outcome: 'hit', rendered: false })
    expect(again.response.body).toBe(first.response.body)

    const etag = again.response.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const conditional = await page(`/produtos/${other.slug}`, { 'if-none-match': etag })
    expect(conditional.statusCode).toBe(304)
    expect(conditional.body).toBe('')
    expect(conditional.headers.etag).toBe(etag)
    const stale = await page(`/produtos/${other.slug}`, { 'if-none-match': '"something-else"' })
    expect(stale.statusCode).toBe(200)
  })

  it('sends the stored page compressed, each encoding with its own ETag, all answering 304', async () => {
    const { other } = await someProducts(context.app)
    const plain = await page(`/produtos/${other.slug}`)
    const gzipped = await page(`/produtos/${other.slug}`, { 'accept-encoding': 'gzip' })
    const brotli = await page(`/produtos/${other.slug}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body)
    const tags = new Set([plain.headers.etag, gzipped.headers.etag, brotli.headers.etag])
    expect(tags.size).toBe(3)
    const conditional = await page(`/produtos/${other.slug}`, {
      'accept-encoding': 'gzip',
      'if-none-match': brotli.headers.etag as string,
    })
    expect(conditional.statusCode).toBe(304)
    // The URL says the language: no Vary on the cookie, shared caches keep one page per address.
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60')
  })

  it("keeps one page per address, in its URL's language: the cookie changes nothing", async () => {
    const { other } = await someProducts(context.app)
    await visit(`/produtos/${other.slug}`)
    const english = await visit(`/en/produtos/${other.slug}`, { cookie: 'escudo_language=pt-BR' })
    expect(english).toMatchObject({ rendered: true })
    expect(english.response.body).toContain('<p>English</p>')
    expect(english.response.body).toContain('<html lang="en"')
    const portuguese = await visit(`/produtos/${other.slug}`, { cookie: 'escudo_language=en' })
    expect(portuguese).toMatchObject({ outcome: 'hit', rendered: false })
    expect(portuguese.response.body).not.toContain('<p>English</p>')
    expect(portuguese.response.body).toContain('<html lang="pt-BR"')
    expect(await visit(`/en/produtos/${other.slug}`)).toMatchObject({ outcome: 'hit', rendered: false })
    expect(await visit(`/en/produtos/${other.slug}`, { cookie: 'escudo_language=en' })).toMatchObject({
      outcome: 'hit',
    })
  })

  it("answers 301 at a renamed product's old slug, in both languages and the API, until another product takes it", async () => {
    const { all } = await someProducts(context.app)
    const [product, other] = [all[9]!, all[10]!]
    const old = product.slug
    const renamed = `${old}-nova`
    await visit(`/produtos/${old}`)
    await change(product.id, { slug: renamed })
    try {
      const portuguese = await page(`/produtos/${old}?utm_source=x`)
      expect(portuguese.statusCode).toBe(301)
      expect(portuguese.headers.location).toBe(`/produtos/${renamed}?utm_source=x`)
      const english = await page(`/en/produtos/${old}`)
      expect(english.statusCode).toBe(301)
      expect(english.headers.location).toBe(`/en/produtos/${renamed}`)
      expect((await visit(`/en/produtos/${renamed}`)).response.body).toContain(`<h1>${product.name}</h1>`)
      // The API too: the storefront's request follows it to the product (and shows its new address).
      const api = await context.app.inject({ url: `/api/v1/products/${old}` })
      expect(api.statusCode).toBe(301)
      expect(api.headers.location).toBe(`/api/v1/products/${renamed}`)

      // Unpublished, the product has no page to move to: a 404, not a redirect to one.
      await context.app.productRepository.setPublished(product.id, false)
      expect((await page(`/produtos/${old}`)).statusCode).toBe(404)
      await context.app.productRepository.setPublished(product.id, true)

      // Renamed again: both old slugs lead to the newest.
      await change(product.id, { slug: `${renamed}-2` })
      expect((await page(`/produtos/${old}`)).headers.location).toBe(`/produtos/${renamed}-2`)
      expect((await page(`/produtos/${renamed}`)).headers.location).toBe(`/produtos/${renamed}-2`)

      // Another product given the old slug wins over the history.
      await change(other.id, { slug: old })
      const taken = await visit(`/produtos/${old}`)
      expect(taken.response.statusCode).toBe(200)
      expect(taken.response.body).toContain(`<h1>${other.name}</h1>`)
      const history = await context.app.db
        .select()
        .from(productSlugHistory)
        .where(eq(productSlugHistory.productId, product.id))
      expect(history.map((row) => row.slug).sort()).toEqual([renamed])
    } finally {
      await change(other.id, { slug: other.slug })
      await change(product.id, { slug: old })
    }
    // Its own old slug back: the page answers again, and the slug it left moves to it.
    expect((await page(`/produtos/${old}`)).statusCode).toBe(200)
    expect((await page(`/produtos/${renamed}-2`)).headers.location).toBe(`/produtos/${old}`)
  })

  it('answers 404 for an unknown product in both languages, and for an unpublished one', async () => {
    for (const url of ['/produtos/nao-existe-xyz', '/en/produtos/nao-existe-xyz'])
      expect((await visit(url)).response.statusCode).toBe(404)
    const { all } = await someProducts(context.app)
    const product = all[6]!
    await context.app.productRepository.setPublished(product.id, false)
    try {
      expect((await visit(`/produtos/${product.slug}`)).response.statusCode).toBe(404)
      expect((await visit(`/en/produtos/${product.slug}`)).response.statusCode).toBe(404)
    } finally {
      await context.app.productRepository.setPublished(product.id, true)
    }
  })

  it('shows a rename at once, and re-renders only the pages whose data changed', async () => {
    const { sized, other } = await someProducts(context.app)
    await visit(`/produtos/${sized.slug}`)
    await visit(`/produtos/${other.slug}`)
    await rename(sized.id, 'Luva Renomeada Cachefrax')
    const changed = await visit(`/produtos/${sized.slug}`)
    expect(changed).toMatchObject({ outcome: 'rendered', rendered: true })
    expect(changed.response.body).toContain('<h1>Luva Renomeada Cachefrax</h1>')
    // The other page's data answered the same: checked, not rendered.
    expect(await visit(`/produtos/${other.slug}`)).toMatchObject({ outcome: 'checked', rendered: false })
    expect(await visit(`/produtos/${other.slug}`)).toMatchObject({ outcome: 'hit', rendered: false })
  })

  it('turns a product page into a 404 once the product is unpublished, and back once published', async () => {
    const { other } = await someProducts(context.app)
    const { headers } = await staff(context.app)
    expect((await visit(`/produtos/${other.slug}`)).response.statusCode).toBe(200)
    const unpublish = (action: string) =>
      context.app.inject({ method: 'POST', url: `/api/v1/admin/products/${other.id}/${action}`, headers })
    expect((await unpublish('unpublish')).statusCode).toBe(200)
    expect((await visit(`/produtos/${other.slug}`)).response.statusCode).toBe(404)
    expect((await unpublish('publish')).statusCode).toBe(200)
    expect((await visit(`/produtos/${other.slug}`)).response.statusCode).toBe(200)
  })

  it('shows a product write made outside a request (a background job) on the next page', async () => {
    const { all } = await someProducts(context.app)
    const product = all[5]!
    expect((await visit(`/produtos/${product.slug}`)).response.statusCode).toBe(200)
    expect(await visit(`/produtos/${product.slug}`)).toMatchObject({ outcome: 'hit' })
    await context.app.productRepository.setPublished(product.id, false)
    try {
      expect((await visit(`/produtos/${product.slug}`)).response.statusCode).toBe(404)
    } finally {
      await context.app.productRepository.setPublished(product.id, true)
    }
    expect((await visit(`/produtos/${product.slug}`)).response.statusCode).toBe(200)
  })

  it('shows new highlights on the home page at once', async () => {
    const { all } = await someProducts(context.app)
    const { headers } = await staff(context.app)
    await visit('/')
    const chosen = all.slice(3, 5)
    const put = await context.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/highlights',
      headers,
      payload: { data: { type: 'highlights', attributes: { productIds: chosen.map((p) => p.id) } } },
    })
    expect(put.statusCode, put.body).toBe(200)
    const home = await visit('/')
    expect(home.outcome).toBe('rendered')
    expect(home.response.body).toContain(`<ul><li>${chosen[0]!.name}</li><li>${chosen[1]!.name}</li></ul>`)
  })

  it('shows a new comment at once (a write outside the catalogue)', async () => {
    const { other } = await someProducts(context.app)
    const before = (await visit(`/produtos/${other.slug}`)).response.body
    const count = Number(/<p>(\d+) comentários<\/p>/.exec(before)?.[1])
    const ana = await customer(context.app)
    const comment = await context.app.inject({
      method: 'POST',
      url: `/api/v1/products/${other.slug}/comments`,
      headers: ana.headers,
      payload: { data: { type: 'comments', attributes: { body: 'Ótima luva, confortável o turno todo.' } } },
    })
    expect(comment.statusCode, comment.body).toBe(201)
    expect((await visit(`/produtos/${other.slug}`)).response.body).toContain(
      `<p>${count + 1} comentários</p>`,
    )
  })

  it('keeps its pages through writes no public page shows: signing in, favourites, a message to the brand', async () => {
    const { other } = await someProducts(context.app)
    await visit(`/produtos/${other.slug}`)
    expect(await visit(`/produtos/${other.slug}`)).toMatchObject({ outcome: 'hit' })
    const bia = await customer(context.app, 'Bia Lima')
    const favourite = await context.app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: bia.headers,
      payload: {
        data: { type: 'favorites', relationships: { product: { data: { type: 'products', id: other.id } } } },
      },
    })
    expect(favourite.statusCode, favourite.body).toBe(201)
    const message = await context.app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Bia Lima',
            email: bia.email,
            subject: 'Luvas',
            message: 'Vocês atendem Recife?',
          },
        },
      },
    })
    expect(message.statusCode, message.body).toBe(201)
    expect(await visit(`/produtos/${other.slug}`)).toMatchObject({ outcome: 'hit', rendered: false })
    // A write that may change a page (a staff member renames another product) makes it checked again.
    const { sized } = await someProducts(context.app)
    await rename(sized.id, 'Luva Renomeada Outra Vez')
    expect(await visit(`/produtos/${other.slug}`)).toMatchObject({ outcome: 'checked', rendered: false })
  })

  it('counts a product view for every page served, rendered or reused', async () => {
    const { all } = await someProducts(context.app)
    const product = all[7]!
    for (let i = 0; i < 3; i++) await visit(`/produtos/${product.slug}`)
    await context.app.viewCounter.flush()
    const [row] = await context.app.db
      .select()
      .from(productViews)
      .where(eq(productViews.productId, product.id))
    expect(row?.views).toBe(3)
  })

  it("counts a search for every visitor of a search's page, rendered or reused, never its own reads", async () => {
    // The stand-in hands the page's query string to the API as it is.
    const address = '/produtos?filter%5Bq%5D=luva+nitr%C3%ADlica&filter%5Bcategories%5D=luva-de-seguranca'
    const second = '/produtos?filter%5Bq%5D=luva+nitr%C3%ADlica&page%5Bnumber%5D=2'
    expect(await visit(address)).toMatchObject({ outcome: 'rendered', rendered: true })
    expect(await visit(address)).toMatchObject({ outcome: 'hit', rendered: false })
    expect(await visit(second)).toMatchObject({ rendered: true })
    await visit('/produtos?filter%5Bq%5D=zzqxv+inexistente')
    await context.app.searchRecorder.flush()
    const rows = await context.app.db
      .select()
      .from(searchDaily)
      .where(inArray(searchDaily.query, ['luva nitrílica', 'zzqxv inexistente']))
    const counts = Object.fromEntries(rows.map((row) => [row.query, row]))
    expect(counts['luva nitrílica']).toMatchObject({ searches: 2, filtered: 2, laterPages: 1, noResults: 0 })
    expect(counts['zzqxv inexistente']).toMatchObject({ searches: 1, noResults: 1 })
    const [filter] = await context.app.db
      .select()
      .from(searchFilterDaily)
      .where(eq(searchFilterDaily.filter, 'categories'))
    expect(filter?.searches).toBe(2)
  })

  it('gives a signed-in visitor the public page: the render never has their session', async () => {
    const ana = await customer(context.app)
    const anonymous = await visit('/conta')
    expect(anonymous.response.body).toContain('<p>anónimo</p>')
    const signedIn = await visit('/conta', {
      ...ana.headers,
      cookie: 'escudo_refresh=abc; escudo_language=pt-BR',
    })
    expect(signedIn.response.body).toBe(anonymous.response.body)
    expect(signedIn.response.body).not.toContain(ana.email)
    expect(signedIn.response.headers['set-cookie']).toBeUndefined()
  })

  it('renders every request when PAGE_CACHE_MB=0', async () => {
    const app = await startApp({ PAGE_CACHE_MB: '0' })
    try {
      const { other } = await someProducts(app)
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({
          url: `/produtos/${other.slug}`,
          headers: { accept: 'text/html' },
        })
        expect(response.headers['x-page-cache']).toBe('rendered')
      }
    } finally {
      await app.close()
    }
  })
})
