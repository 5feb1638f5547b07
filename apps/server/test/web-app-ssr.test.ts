import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import type { DatabaseHandle } from '../src/db/client'
import { pageTemplate } from '../src/pages/page-template'
import { buildTestApp, makeTempDir, openTestDatabase } from './helper'

let database: DatabaseHandle
let app: App
let temp: Awaited<ReturnType<typeof makeTempDir>>

const INDEX = [
  '<!doctype html>',
  '<html lang="pt-BR" data-mantine-color-scheme="light">',
  '<head><title>Escudo EPI</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
  '</html>',
].join('')

const PUBLIC_URL = 'https://loja.escudo.example'

/**
 * A stand-in for the web app's entry-server build with the same contract: it asks the API for data through
 * the fetch it is given, renders nothing for /admin, fails for /boom and answers /missing with a 404. Its
 * head tags name the page's canonical address, from the public address it is given.
 */
const RENDERER = `
export async function renderPage({ url, fetch, publicUrl }) {
  const { pathname } = new URL(url)
  const language = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt-BR'
  if (pathname.startsWith('/admin')) return null
  if (pathname === '/boom') throw new Error('the page failed to render')
  const response = await fetch('http://escudo.internal/api/v1/filters', {
    headers: { accept: 'application/vnd.api+json' },
  })
  const body = await response.json()
  return {
    status: pathname === '/missing' ? 404 : 200,
    language,
    html: '<h1>' + response.status + ' ' + body.data.length + ' groups</h1>',
    data: JSON.stringify({ path: pathname }),
    title: language === 'en' ? 'Products · Escudo PPE' : 'Produtos · Escudo EPI',
    head: '<link rel="canonical" href="' + publicUrl + pathname + '"><meta name="robots" content="noindex">',
  }
}
`

beforeAll(async () => {
  temp = await makeTempDir()
  await writeFile(path.join(temp.dir, 'index.html'), INDEX)
  await writeFile(path.join(temp.dir, 'entry-server.mjs'), RENDERER)
  database = await openTestDatabase()
  app = await buildTestApp(database, {
    WEB_DIST: temp.dir,
    WEB_SSR: path.join(temp.dir, 'entry-server.mjs'),
    SEED: 'demo',
    PUBLIC_URL,
  })
})

afterAll(async () => {
  await app.close()
  await database.close()
  await temp.remove()
})

describe('pages rendered on the server', () => {
  it('puts the rendered page, its data and its language into index.html; the data came from the API', async () => {
    const response = await app.inject({
      url: '/produtos?filter[categories]=luva',
      headers: { accept: 'text/html' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    // The URL says the page's language: shared caches keep one page per address, whatever the cookie.
    expect(response.headers.vary).toBe('Accept-Encoding')
    const groups = (await app.inject({ url: '/api/v1/filters' })).json().data.length
    expect(groups).toBeGreaterThan(0)
    expect(response.body).toContain(`<div id="root"><h1>200 ${groups} groups</h1></div>`)
    expect(response.body).toContain(
      '<script type="application/json" id="escudo-page">{"path":"/produtos"}</script>',
    )
    expect(response.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">')
    expect(response.body).toContain(
      `<head><title>Produtos · Escudo EPI</title><link rel="canonical" href="${PUBLIC_URL}/produtos">` +
        '<meta name="robots" content="noindex"></head>',
    )
    // The app's own script still follows, to hydrate it.
    expect(response.body).toMatch(/escudo-page">.*<\/script><script type="module" src="\/assets\/index.js">/)
  })

  it('starts every page of a language with the same bytes; its own head tags follow its title', async () => {
    const opening = pageTemplate(INDEX).opening('pt-BR')
    for (const url of ['/', '/contato', '/produtos?filter[brands]=escudo-pro', '/missing']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.body.startsWith(opening)).toBe(true)
      const pathname = url.split('?')[0]
      expect(response.body.slice(opening.length)).toMatch(
        new RegExp(`^<title>[^<]*</title><link rel="canonical" href="${PUBLIC_URL}${pathname}">`),
      )
    }
  })

  it("renders the page in its URL's language, whatever the cookie says", async () => {
    for (const cookie of [undefined, 'escudo_language=en', 'escudo_language=pt-BR']) {
      const headers = cookie ? { cookie } : {}
      const english = await app.inject({ url: '/en/produtos', headers })
      expect(english.body).toContain('<html lang="en" data-mantine-color-scheme="light">')
      expect(english.body).toContain('<title>Products · Escudo PPE</title>')
      const portuguese = await app.inject({ url: '/produtos', headers })
      expect(portuguese.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">')
      expect(portuguese.body).toContain('<title>Produtos · Escudo EPI</title>')
    }
    // An English page streamed before its render starts with the English head.
    const opening = pageTemplate(INDEX).opening('en')
    expect((await app.inject({ url: '/en/contato' })).body.startsWith(opening)).toBe(true)
  })

  it('leaves the English back office and account pages to the browser too', async () => {
    for (const url of ['/en/admin/produtos', '/en/minha-conta']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(INDEX)
    }
  })

  it('passes the renderer status on (a page that does not exist is a 404)', async () => {
    const response = await app.inject({ url: '/missing' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<h1>200 ')
  })

  it('sends the app shell for a page the renderer leaves to the browser', async () => {
    const response = await app.inject({ url: '/admin/produtos' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX)
  })

  it('sends the app shell when rendering fails: the browser renders the page', async () => {
    const response = await app.inject({ url: '/boom' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX)
  })
})

describe('the page template', () => {
  it('escapes the language and the title it is given', () => {
    const page = pageTemplate(INDEX).render({
      language: 'x"><script>',
      html: '',
      data: '{}',
      title: 'Luva </title><script>alert(1)</script> & cia',
      head: '',
    })
    expect(page).toContain('<html lang="x&quot;>&lt;script>"')
    expect(page).toContain('<title>Luva &lt;/title>&lt;script>alert(1)&lt;/script> &amp; cia</title>')
    expect(page.match(/<title>/g)).toHaveLength(1)
  })

  it('starts every page of a language with the same head, the title moved to its end', () => {
    const template = pageTemplate(INDEX.replace('</head>', '<link rel="stylesheet" href="/a.css"></head>'))
    const page = template.render({
      language: 'en',
      html: '<h1>x</h1>',
      data: '{}',
      title: 'Gloves',
      head: '',
    })
    expect(template.opening('en')).toBe(
      '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><link rel="stylesheet" href="/a.css">',
    )
    expect(page.startsWith(template.opening('en'))).toBe(true)
    expect(page).toContain('<link rel="stylesheet" href="/a.css"><title>Gloves</title></head>')
    // The app's shell after the same opening: the browser renders the page.
    expect(template.opening('pt-BR') + template.shellRest).toContain(
      '<title>Escudo EPI</title></head><body><div id="root"></div><script type="module"',
    )
  })

  it("writes the page's head tags after its title, and the shell's description only where no page has its own", () => {
    const shellDescription = '<meta\n      name="description"\n      content="Catálogo de EPIs."\n    />'
    const template = pageTemplate(
      INDEX.replace(
        '<head>',
        `<head><meta charset="UTF-8" />${shellDescription}<link rel="stylesheet" href="/a.css">`,
      ),
    )
    const tags =
      '<meta name="description" content="Luva contra corte."><link rel="canonical" href="https://x/p">'
    const page = template.render({ language: 'pt-BR', html: '', data: '{}', title: 'Luva', head: tags })
    // One description: the page's, after the title; the opening every page shares has none.
    expect(template.opening('pt-BR')).toBe(
      '<!doctype html><html lang="pt-BR" data-mantine-color-scheme="light"><head><meta charset="UTF-8" />' +
        '<link rel="stylesheet" href="/a.css">',
    )
    expect(page).toContain(`<link rel="stylesheet" href="/a.css"><title>Luva</title>${tags}</head>`)
    expect(page.match(/name="description"/g)).toHaveLength(1)
    // The app's shell keeps the generic one.
    expect(template.opening('pt-BR') + template.shellRest).toContain(
      `<title>Escudo EPI</title>${shellDescription}</head>`,
    )
  })

  it('refuses an index.html without the root element or a title in its head', () => {
    expect(() => pageTemplate('<html lang="pt-BR"><body></body></html>')).toThrow(/root/)
    expect(() =>
      pageTemplate('<html lang="pt-BR"><head></head><body><div id="root"></div></body></html>'),
    ).toThrow(/title/)
  })
})
