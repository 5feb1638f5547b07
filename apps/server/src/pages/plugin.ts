import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isServerRenderedPath, languageOfPath, pathInLanguage, storefrontPage } from '@escudo/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../lib/errors'
import { cachedPages, type RenderPage, type RenderWith } from './cached-pages'
import { createPageCache } from './page-cache'
import { fetchOver } from './page-reads'
import { sendPage, streamPage, type PageCaching, type StreamedPage } from './page-response'
import { pageTemplate } from './page-template'
import { quotePageWithCookie } from './quote-page'
import { observePages } from './page-metrics'
import { createRenderPool, defaultRenderThreads, RenderQueueFull, type RenderPool } from './render-pool'
import { listStaticFiles, type StaticFile } from './static-files'
import { sendStatic } from './static-response'
import { cacheControl, securityHeadersFor, serveBuiltFiles } from './static-route'

/** The module the web app builds for rendering on the server (apps/web/src/entry-server.tsx). */
export type PageRenderer = { renderPage: RenderPage }

export type WebAppOptions = {
  root: string
  /** The page renderer's module; null or missing: every page gets the app's shell. */
  ssrEntry?: string | null
  /** Memory for rendered pages, in bytes; 0: every page is rendered for its request. */
  pageCacheBytes?: number
  /** Threads that render pages (default: one per core but the HTTP thread's); 0: the HTTP thread renders. */
  renderThreads?: number | undefined
  /** Pages that may wait for a render thread; the next one gets 503. */
  renderQueue?: number | undefined
}

/** What a CDN or reverse proxy may do with a page (README, "Caching in front of Escudo"). */
const SHARED_CACHING: PageCaching = { sharedMaxAge: 30, staleWhileRevalidate: 60 }
/** How long a page is reused without asking its data again when nothing was written (decision 023). */
const CHECK_AFTER_MS = 10_000
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const pathOf = (url: string) => url.split('?')[0] ?? '/'

/**
 * How pages are rendered: in a pool of worker threads (decision 023), so the HTTP thread keeps answering
 * while renders run; or, with `threads` 0, on the HTTP thread itself. Null without a renderer built.
 */
async function pageRenderer(
  app: FastifyInstance,
  entry: string | null | undefined,
  { threads = defaultRenderThreads(), queue }: { threads?: number | undefined; queue?: number | undefined },
): Promise<{ render: RenderWith; pool: RenderPool | null } | null> {
  if (!entry) return null
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'storefront server rendering not built: pages get the app shell')
    return null
  }
  if (threads === 0) {
    const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer
    return {
      render: ({ url, api, publicUrl }) => renderer.renderPage({ url, publicUrl, fetch: fetchOver(api) }),
      pool: null,
    }
  }
  const pool = createRenderPool({ entry, threads, ...(queue ? { maxQueue: queue } : {}), log: app.log })
  app.addHook('onClose', () => pool.close())
  return { render: pool.render, pool }
}

/**
 * Renders the home page, the catalogue and the product page's code a few times, in the background. The product
 * page is asked for an unknown slug: its code loads and runs, and no product's view count moves.
 */
async function warmUp(app: FastifyInstance) {
  for (const url of WARM_UP_URLS) await app.inject({ url, headers: { accept: 'text/html' } })
}
export const WARM_UP_URLS = ['/', '/produtos', '/produtos/-', '/en']

async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const { root, ssrEntry, pageCacheBytes = 0 } = options
  const indexFile = path.join(root, 'index.html')
  const built = existsSync(indexFile)
  if (!built) app.log.warn({ root }, 'web app not built: run `npm run build` (npm start does it)')
  const shell = built ? readFileSync(indexFile, 'utf8') : ''
  const files = built
    ? listStaticFiles(root, { cacheControl, security: securityHeadersFor })
    : new Map<string, StaticFile>()
  const shellFile = files.get('/index.html')
  const renderer = built
    ? await pageRenderer(app, ssrEntry, { threads: options.renderThreads, queue: options.renderQueue })
    : null
  const cache =
    renderer && pageCacheBytes > 0
      ? createPageCache({ maxBytes: pageCacheBytes, checkAfterMs: CHECK_AFTER_MS })
      : null
  const template = renderer ? pageTemplate(shell) : null
  const pageFor =
    renderer && template
      ? cachedPages({ app, render: renderer.render, document: template.render, cache })
      : null
  const metrics = observePages({ registry: app.metrics, cache, pool: renderer?.pool ?? null })

  if (cache) {
    // Every write this process answers (catalogue, comments, moderation…) but those of routes that change no
    // public page (public-writes.ts), every catalogue change it applies from another process, and its own
    // product writes made outside a request (an import), may change what a page shows: pages kept so far are
    // checked before reuse.
    app.addHook('onSend', async (request, reply) => {
      if (
        !SAFE_METHODS.has(request.method) &&
        reply.statusCode < 400 &&
        !request.routeOptions.config.changesNoPublicPage
      )
        cache.changed()
    })
    const changed = () => cache.changed()
    app.catalogChanges.events.on('change', changed)
    app.addHook('onClose', async () => {
      app.catalogChanges.events.off('change', changed)
    })
  }

  /**
   * Whether the page at this address is known to exist before it is rendered (a 200): its head may leave at
   * once. A product page exists while the catalogue index has its slug (the index follows every write).
   */
  const knownToExist = (pathname: string) => {
    const page = storefrontPage(pathname)
    return page !== undefined && (page.kind !== 'product' || app.catalogIndex.get(page.slug) !== undefined)
  }

  /**
   * Where a product page moved when its product was renamed (its old slug is in the slug history, decision 032):
   * the same language and query at the new slug. Undefined for every other address.
   */
  const movedTo = async (url: string) => {
    const page = storefrontPage(pathOf(url))
    if (page?.kind !== 'product' || app.catalogIndex.get(page.slug) !== undefined) return undefined
    const slug = await app.catalogRepository.renamedSlug(page.slug)
    if (slug === undefined) return undefined
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
    const path = `/produtos/${encodeURIComponent(slug)}${query}`
    return pathInLanguage(path, languageOfPath(pathOf(url)).language)
  }

  /** Where a search rule sends the catalogue page's query (`/produtos?filter[q]=…`); undefined when nowhere. */
  const searchRedirect = (url: string) => {
    const pathname = pathOf(url)
    if (storefrontPage(pathname)?.kind !== 'catalog' || !url.includes('?')) return undefined
    const q = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('filter[q]')
    if (!q) return undefined
    return app.catalogIndex.ruleFor(languageOfPath(pathname).language, q)?.redirect ?? undefined
  }

  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url)
    const moved = await movedTo(request.url)
    if (moved)
      return reply.code(301).header('location', moved).header('cache-control', 'public, max-age=3600').send()
    // A search a rule sends elsewhere ("consulta ca" → /consulta-ca, issue 36): a map look-up, before any render.
    const ruled = searchRedirect(request.url)
    if (ruled) return reply.code(302).header('location', ruled).header('cache-control', 'no-store').send()
    // The back office, the dashboard and a visitor's own pages never wait behind the render threads.
    if (pageFor && template && isServerRenderedPath(pathname)) {
      // A page rendered for this request starts at once when it will be a 200 and a render thread is free: its
      // head leaves while it renders. When renders wait for a thread the server is saturated, and a streamed
      // page costs more CPU than a whole one (bench:pages measured about a third fewer cold pages per second):
      // throughput first then, and the 503 below stays possible (decision 023).
      let streamed: StreamedPage | undefined
      const opening = template.opening(languageOfPath(pathname).language)
      const startEarly =
        request.method === 'GET' && knownToExist(pathname) && (renderer?.pool?.idle() ?? true)
          ? () => {
              streamed = streamPage(request, reply, opening, SHARED_CACHING)
            }
          : undefined
      let found: Awaited<ReturnType<typeof pageFor>> = null
      let failure: unknown
      try {
        found = await pageFor(request, startEarly)
      } catch (err) {
        failure = err
      }
      if (found) {
        // One view per visitor of a product page, and one search per visitor of a search's page, whether it was
        // rendered or reused (the page's own API reads count neither).
        for (const id of found.page.viewed) app.viewCounter.record(id)
        for (const search of found.page.searched) app.searchRecorder.search(search)
        metrics.answered(found.outcome)
        if (!streamed) return sendPage(request, reply, found, SHARED_CACHING)
        return streamed.finish(restOf(await found.page.body('identity'), request, Buffer.from(opening)))
      }
      if (failure instanceof RenderQueueFull) {
        request.log.warn({ url: request.url, queued: failure.queued }, 'render queue full')
      } else if (failure) {
        // The page still works: the browser renders it, as it does every page not rendered here.
        request.log.error({ err: failure, url: request.url }, 'server rendering failed: sent the app shell')
      }
      if (streamed) {
        metrics.answered('shell')
        return streamed.finish(template.shellRest)
      }
      if (failure instanceof RenderQueueFull) {
        // Never a backlog: crawlers come back after Retry-After, people get the app, which renders the
        // page in their browser.
        metrics.answered('refused')
        return reply
          .code(503)
          .header('retry-after', '1')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(shell)
      }
    }
    // The quote list of a visitor without JavaScript, from its cookie: theirs alone, never cached (decision 047).
    const quotePage = built ? await quotePageWithCookie(app, request, shell, pathname) : undefined
    metrics.answered('shell')
    if (quotePage)
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(quotePage)
    return shellFile ? sendStatic(request, reply, shellFile) : reply.sendFile('index.html')
  }

  /** A streamed page's bytes after the opening it started with (the same for the page's language). */
  const restOf = (body: Buffer, request: FastifyRequest, opening: Buffer) => {
    if (body.subarray(0, opening.length).equals(opening)) return body.subarray(opening.length)
    // The renderer chose another language than the URL's: the page as it is, after a head already sent.
    request.log.error({ url: request.url }, 'streamed page: the page does not start with its opening')
    return body.subarray(body.indexOf('</head>'))
  }

  if (renderer) {
    // The first render of each kind of page loads its code and compiles it (several hundred ms): done once
    // when the server starts listening, so the first visitors do not wait for it.
    app.addHook('onListen', () => {
      void warmUp(app).catch((err: unknown) => app.log.warn({ err }, 'server rendering warm-up failed'))
    })
  }

  if (built) {
    await serveBuiltFiles(app, root, files)
    app.get('/', { schema: { hide: true } }, sendAppPage)
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url)
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    // A missing hashed asset must be a 404, not index.html served as JavaScript.
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || !wantsPage) {
      throw notFound({
        'pt-BR': `Nenhum recurso em ${request.method} ${pathname}.`,
        en: `No resource at ${request.method} ${pathname}.`,
      })
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it).')
    }
    return sendAppPage(request, reply)
  })
}

export default fp(webApp, { name: 'web-app', dependencies: ['operations'] })
