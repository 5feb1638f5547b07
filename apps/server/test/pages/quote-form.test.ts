import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import {
  addLine,
  QUOTE_COOKIE,
  QUOTE_COOKIE_LINES_MAX,
  quoteCookieHeader,
  readQuoteCookie,
  type CookieLine,
} from '../../src/pages/quote-cookie'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'

let database: DatabaseHandle
let app: App
let temp: Awaited<ReturnType<typeof makeTempDir>>
type Listed = { id: string; slug: string; name: string; sizes: string[]; caState: string }
let sized: Listed
let plain: Listed

const OURS = 'http://localhost:3000'
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

function post(body: string, headers: Record<string, string> = { origin: OURS }, url = '/orcamento') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  })
}

/** The cookie a response sets, as the browser would send it back. */
const cookieOf = (response: Awaited<ReturnType<typeof post>>) => {
  const header = response.headers['set-cookie']
  return String(Array.isArray(header) ? header[0] : header).split(';')[0]!
}

beforeAll(async () => {
  temp = await makeTempDir()
  await writeFile(
    path.join(temp.dir, 'index.html'),
    '<!doctype html><title>Escudo EPI</title><div id="root"></div>',
  )
  database = await openTestDatabase()
  app = await buildTestApp(database, { SEED: 'demo', WEB_DIST: temp.dir, WEB_SSR: 'off' })
  const list = await app.inject({ url: '/api/v1/products?page[size]=100' })
  const products = (list.json() as { data: { id: string; attributes: Omit<Listed, 'id'> }[] }).data.map(
    (resource) => ({ ...resource.attributes, id: resource.id }),
  )
  const quotable = products.filter((product) => product.caState !== 'invalido')
  sized = quotable.find((product) => product.sizes.length > 1)!
  // One size: the form may leave it out.
  plain = quotable.find((product) => product.sizes.length === 1)!
  expect(sized).toBeDefined()
  expect(plain).toBeDefined()
})

afterAll(async () => {
  await app.close()
  await database.close()
  await temp.remove()
})

describe('the quote form without JavaScript (POST /orcamento)', () => {
  it('adds a line to the quote cookie and answers 303 to the quote list, in the page language', async () => {
    const response = await post(form({ product: sized.id, quantity: '12', size: sized.sizes[1]! }))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/orcamento')
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(new RegExp(`^${QUOTE_COOKIE}=`))
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('HttpOnly')
    expect(readQuoteCookie(cookieOf(response))).toEqual([
      { productId: sized.id, size: sized.sizes[1], quantity: 12 },
    ])

    // The same product in the same size adds up; another product is another line; English stays English.
    const again = await post(form({ product: sized.slug, quantity: '3', size: sized.sizes[1]! }), {
      origin: OURS,
      cookie: cookieOf(response),
    })
    const third = await post(
      form({ product: plain.id, quantity: '1' }),
      { origin: OURS, cookie: cookieOf(again) },
      '/en/orcamento',
    )
    expect(third.headers.location).toBe('/en/orcamento')
    expect(readQuoteCookie(cookieOf(third))).toEqual([
      { productId: sized.id, size: sized.sizes[1], quantity: 15 },
      { productId: plain.id, size: plain.sizes[0], quantity: 1 },
    ])
  })

  it('sends a wrong quantity or size back to the product form with its message and what was typed', async () => {
    const quantity = await post(form({ product: sized.id, quantity: 'dez', size: sized.sizes[0]! }))
    expect(quantity.statusCode).toBe(303)
    expect(quantity.headers['set-cookie']).toBeUndefined()
    const back = new URL(String(quantity.headers.location), OURS)
    expect(back.pathname).toBe(`/produtos/${sized.slug}`)
    expect(back.searchParams.get('quote-error')).toBe('quantity')
    expect(back.searchParams.get('quantity')).toBe('dez')
    expect(back.searchParams.get('size')).toBe(sized.sizes[0])
    expect(back.hash).toBe('#orcamento')

    for (const wrong of ['0', '100001', '-1', '1.5']) {
      const answer = await post(form({ product: plain.id, quantity: wrong }))
      expect(new URL(String(answer.headers.location), OURS).searchParams.get('quote-error')).toBe('quantity')
    }
    const noSize = await post(form({ product: sized.id, quantity: '1' }), { origin: OURS }, '/en/orcamento')
    const english = new URL(String(noSize.headers.location), OURS)
    expect(english.pathname).toBe(`/en/produtos/${sized.slug}`)
    expect(english.searchParams.get('quote-error')).toBe('size')
    const unknownSize = await post(form({ product: sized.id, quantity: '1', size: 'XXXL-not-a-size' }))
    expect(new URL(String(unknownSize.headers.location), OURS).searchParams.get('quote-error')).toBe('size')
  })

  it('refuses a form from another site, or from nowhere, with 403', async () => {
    const body = form({ product: plain.id, quantity: '1' })
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/x' },
    ]
    for (const headers of foreign) {
      const response = await post(body, headers)
      expect(response.statusCode).toBe(403)
      expect(response.headers['set-cookie']).toBeUndefined()
      expect(response.json()).toMatchObject({ errors: [{ status: '403', code: 'forbidden' }] })
    }
    // A browser that sends no Origin but a Referer of our own page.
    const referred = await post(body, { referer: `${OURS}/produtos/${plain.slug}` })
    expect(referred.statusCode).toBe(303)
    // Fetch Metadata, when sent, decides (our pages' no-referrer policy makes the Origin "null").
    expect((await post(body, { 'sec-fetch-site': 'same-origin', origin: 'null' })).statusCode).toBe(303)
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await post(body, { 'sec-fetch-site': site, origin: OURS })
      expect(response.statusCode).toBe(403)
    }
  })

  it('answers a form without a product 400, an unknown product 404, never a 500', async () => {
    const missing = await post(form({ quantity: '1' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ errors: [{ source: { parameter: 'product' } }] })
    expect((await post(form({ product: 'no-such-product', quantity: '1' }))).statusCode).toBe(404)
    expect((await post('%%%&&&=', { origin: OURS })).statusCode).toBe(400)
    expect((await post('x'.repeat(5000))).statusCode).toBe(413)
  })

  it('refuses a line past the cookie bound, back to the form with "full"', async () => {
    const full: CookieLine[] = Array.from({ length: QUOTE_COOKIE_LINES_MAX }, (_, index) => ({
      productId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      size: null,
      quantity: 1,
    }))
    const response = await post(form({ product: plain.id, quantity: '1' }), {
      origin: OURS,
      cookie: quoteCookieHeader(full, false).split(';')[0]!,
    })
    expect(response.statusCode).toBe(303)
    expect(new URL(String(response.headers.location), OURS).searchParams.get('quote-error')).toBe('full')
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})

describe('the quote list page with the cookie (GET /orcamento)', () => {
  it('writes the lines for a browser without JavaScript, never cached; the plain shell otherwise', async () => {
    const added = await post(form({ product: sized.id, quantity: '7', size: sized.sizes[0]! }))
    const page = await app.inject({ url: '/orcamento', headers: { cookie: cookieOf(added) } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['content-security-policy']).toBeDefined()
    expect(page.body).toMatch(/<noscript>.*Lista de orçamento.*<\/noscript><div id="root">/s)
    expect(page.body).toContain(`href="/produtos/${sized.slug}"`)
    expect(page.body).toContain('Quantidade: 7')

    const english = await app.inject({ url: '/en/orcamento', headers: { cookie: cookieOf(added) } })
    expect(english.body).toContain('Quote list')
    expect(english.body).toContain(`href="/en/produtos/${sized.slug}"`)

    for (const cookie of [undefined, `${QUOTE_COOKIE}=not-json`, `${QUOTE_COOKIE}=%5B%5B1%2C2%5D%5D`]) {
      const shell = await app.inject({ url: '/orcamento', headers: cookie ? { cookie } : {} })
      expect(shell.statusCode).toBe(200)
      expect(shell.body).not.toContain('<noscript>')
    }
  })
})

describe('the quote cookie', () => {
  it('keeps only well-formed lines, and bounds the value under 4 KB', () => {
    expect(readQuoteCookie(undefined)).toEqual([])
    expect(
      readQuoteCookie(`a=b; ${QUOTE_COOKIE}=${encodeURIComponent('[["p",null,2],["q","9",0],"x"]')}`),
    ).toEqual([{ productId: 'p', size: null, quantity: 2 }])
    let lines: CookieLine[] = []
    for (let index = 0; index < QUOTE_COOKIE_LINES_MAX + 5; index++) {
      const next = addLine(lines, {
        productId: crypto.randomUUID(),
        size: 'GG-EXTRA-LONGO',
        quantity: 99_999,
      })
      if (next === 'full') break
      lines = next
    }
    expect(lines.length).toBeLessThanOrEqual(QUOTE_COOKIE_LINES_MAX)
    expect(quoteCookieHeader(lines, true).length).toBeLessThan(4000)
    expect(quoteCookieHeader(lines, true)).toContain('Secure')
    expect(quoteCookieHeader([], false)).toContain('Max-Age=0')
  })
})
