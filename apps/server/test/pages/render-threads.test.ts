import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGunzip } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { someProducts } from '../customer/helpers'
import { WARM_UP_URLS } from '../../src/pages/plugin'
import { STAND_IN_INDEX } from '../scale/stand-in-web-build'
import { useStandInApp } from './stand-in-app'

/** The built index.html's shape: the styles and the app's script named in the head, the title among them. */
const INDEX = STAND_IN_INDEX.replace(
  '<head><title>Escudo EPI</title></head>',
  '<head><meta charset="UTF-8"><title>Escudo EPI</title><link rel="stylesheet" href="/assets/style.css"></head>',
)

/**
 * A stand-in renderer, run in the render threads: a product page from the API; /lento keeps its thread busy
 * for 1.5 s of CPU (a slow render); /queda ends its thread (a crash).
 */
const RENDERER = `
export async function renderPage({ url, fetch }) {
  const { pathname } = new URL(url)
  const page = (status, html) => ({ status, language: 'pt-BR', html, data: '{}', title: 'Escudo EPI', head: '' })
  if (pathname === '/lento') {
    const until = Date.now() + 1500
    while (Date.now() < until) {}
    return page(200, '<p>lento</p>')
  }
  if (pathname === '/queda') process.exit(1)
  if (new URL(url).searchParams.has('lento')) {
    const until = Date.now() + 800
    while (Date.now() < until) {}
  }
  const match = /^\\/produtos\\/([^/]+)$/.exec(pathname)
  if (!match) return null
  const response = await fetch('http://escudo.internal/api/v1/products/' + match[1], { headers: { accept: 'application/vnd.api+json' } })
  if (response.status !== 200) return page(404, '<h1>Produto não encontrado</h1>')
  return page(200, '<h1>' + (await response.json()).data.attributes.name + '</h1>')
}
`

const context = useStandInApp(RENDERER, { RENDER_THREADS: '1', RENDER_QUEUE: '1' }, INDEX)

const page = (url: string) => context.app.inject({ url, headers: { accept: 'text/html' } })

describe('pages rendered in worker threads', () => {
  it('renders with the API of the HTTP thread, and keeps the page', async () => {
    const { other } = await someProducts(context.app)
    const first = await page(`/produtos/${other.slug}`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-page-cache']).toBe('rendered')
    expect(first.body).toContain(`<h1>${other.name}</h1>`)
    expect((await page(`/produtos/${other.slug}`)).headers['x-page-cache']).toBe('hit')
  })

  it('answers health while a render runs, and 503 with Retry-After past the queue', async () => {
    let rendered = 0
    // One thread renders one page, one more waits in the queue (of one), the third is refused at once.
    const pages = ['/lento?1', '/lento?2', '/lento?3'].map((url) =>
      page(url).then((response) => {
        if (response.statusCode === 200) rendered += 1
        return response
      }),
    )
    const health = await context.app.inject({ url: '/api/v1/health' })
    expect(health.statusCode).toBe(200)
    expect(rendered).toBe(0) // the HTTP thread answered while the render was still running

    const answers = await Promise.all(pages)
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503])
    const refused = answers.find((answer) => answer.statusCode === 503)!
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.body).toContain('<div id="root"></div>') // the app, which renders the page itself
    for (const answer of answers.filter((each) => each.statusCode === 200))
      expect(answer.body).toContain('<p>lento</p>')
    expect((await page('/lento?4')).statusCode).toBe(200) // the queue drained
  })

  it("answers the back office and a visitor's own pages without the render threads, even when they are full", async () => {
    // The thread and the queue (of one) taken by slow renders: a storefront page would get 503 now.
    const slow = ['/lento?a', '/lento?b'].map((url) => page(url))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await page('/lento?c')).statusCode).toBe(503)
    for (const url of ['/admin/produtos', '/minha-conta/orcamentos/1', '/dashboard', '/entrar?next=%2F']) {
      const answer = await page(url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body, url).toContain('<div id="root"></div>')
      expect(answer.headers['x-page-cache'], url).toBeUndefined()
    }
    expect((await Promise.all(slow)).map((answer) => answer.statusCode)).toEqual([200, 200])
  })

  it('reports the render threads, their queue and how pages were answered in /metrics', async () => {
    const metrics = (await context.app.inject({ url: '/metrics' })).body
    const value = (line: string) =>
      Number(new RegExp(`^${line.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(metrics)?.[1])
    expect(value('escudo_render_threads')).toBe(1)
    expect(value('escudo_render_queued')).toBe(0)
    expect(value('escudo_render_running')).toBe(0)
    // The tests above: refused renders, pages rendered, the shell for the back office.
    expect(value('escudo_pages_total{answer="refused"}')).toBeGreaterThanOrEqual(2)
    expect(value('escudo_pages_total{answer="rendered"}')).toBeGreaterThanOrEqual(3)
    expect(value('escudo_pages_total{answer="shell"}')).toBeGreaterThanOrEqual(4)
    expect(value('escudo_page_cache_pages')).toBeGreaterThanOrEqual(1)
  })

  it('sends the app when a render thread dies, and the next page renders on a new thread', async () => {
    const crashed = await page('/queda')
    expect(crashed.statusCode).toBe(200)
    expect(crashed.body).toContain('<div id="root"></div>')
    expect(crashed.headers['x-page-cache']).toBeUndefined()
    const { sized } = await someProducts(context.app)
    const next = await page(`/produtos/${sized.slug}`)
    expect(next.statusCode).toBe(200)
    expect(next.body).toContain(`<h1>${sized.name}</h1>`)
  })
})

const metricsText = async () => (await context.app.inject({ url: '/metrics' })).body

/** Page requests answered so far, whatever the answer (GET /metrics). */
const pagesAnswered = (metrics: string) =>
  [...metrics.matchAll(/^escudo_pages_total\{[^}]*\} (\d+)$/gm)].reduce((sum, [, n]) => sum + Number(n), 0)

/**
 * Until the warm-up's pages are all answered and no page is rendered or waiting for a render thread. (Idle
 * alone is not enough: the warm-up asks for its pages one after the other, idle in between.)
 */
async function waitForWarmUp(answeredBefore: number) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const metrics = await metricsText()
    const idle = /^escudo_render_running 0$/m.test(metrics) && /^escudo_render_queued 0$/m.test(metrics)
    if (idle && pagesAnswered(metrics) >= answeredBefore + WARM_UP_URLS.length) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the warm-up did not end')
}

/** The page's bytes as they arrive over a real connection, each chunk with when it came. */
async function chunksOf(url: string, headers: Record<string, string> = {}) {
  const { port } = context.app.server.address() as AddressInfo
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get({ port, path: url, headers: { accept: 'text/html', ...headers } }, resolve).on('error', reject),
  )
  const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response
  const chunks: { text: string; at: number }[] = []
  for await (const chunk of body) chunks.push({ text: String(chunk), at: Date.now() })
  return { response, chunks, text: chunks.map((chunk) => chunk.text).join('') }
}

describe('a page rendered for its request', () => {
  beforeAll(async () => {
    const answered = pagesAnswered(await metricsText())
    await context.app.listen({ port: 0, host: '127.0.0.1' })
    // Listening starts the warm-up renders (plugin.ts): a page is streamed only while a thread is free.
    await waitForWarmUp(answered)
  })

  it.each<Record<string, string>>([{}, { 'accept-encoding': 'gzip' }])(
    'sends its head, with the styles to fetch, before the render ends (%o)',
    async (headers) => {
      const { all } = await someProducts(context.app)
      const { response, chunks, text } = await chunksOf(
        `/produtos/${all[2]!.slug}?lento=${Math.random()}`,
        headers,
      )
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-page-cache']).toBe('rendered')
      expect(response.headers.etag).toBeUndefined()
      const [first, ...rest] = chunks
      expect(first?.text).toContain('<link rel="stylesheet" href="/assets/style.css">')
      expect(first?.text).not.toContain('<div id="root">')
      // The rest came once the render (800 ms of CPU on its thread) was done.
      expect(rest.at(-1)!.at - first!.at).toBeGreaterThan(400)
      expect(text).toBe(
        INDEX.replace('<title>Escudo EPI</title>', '')
          .replace('</head>', '<title>Escudo EPI</title></head>')
          .replace('<div id="root"></div>', `<div id="root"><h1>${all[2]!.name}</h1></div>`)
          .replace(
            '<script type="module"',
            '<script type="application/json" id="escudo-page">{}</script><script type="module"',
          ),
      )
    },
  )

  it('sends a page whole, with its ETag, while the render threads are busy (throughput first)', async () => {
    const slow = page('/lento?ocupado')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { all } = await someProducts(context.app)
    const answer = await page(`/produtos/${all[6]!.slug}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['x-page-cache']).toBe('rendered')
    expect(answer.headers.etag).toBeDefined()
    expect((await slow).statusCode).toBe(200)
  })

  it('sends a page it does not know to exist whole: an unknown product is a 404, never a 200 begun', async () => {
    const { response, chunks } = await chunksOf('/produtos/nao-existe-mesmo?lento=1')
    expect(response.statusCode).toBe(404)
    expect(response.headers.etag).toBeDefined()
    expect(chunks.map((chunk) => chunk.text).join('')).toContain('<h1>Produto não encontrado</h1>')
  })

  it('sends the kept page next time, whole, with its ETag', async () => {
    const { all } = await someProducts(context.app)
    const url = `/produtos/${all[3]!.slug}`
    const first = await chunksOf(url)
    expect(first.response.headers['x-page-cache']).toBe('rendered')
    const again = await chunksOf(url)
    expect(again.response.headers['x-page-cache']).toBe('hit')
    expect(again.response.headers.etag).toBeDefined()
    expect(again.text).toBe(first.text)
  })
})
