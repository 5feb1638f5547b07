import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../../lib/errors'
import { pageTemplate, type PageTemplate } from './page-template'

/** The module the web app builds for rendering on the server (apps/web/src/entry-server.tsx). */
export type PageRenderer = {
  renderPage: (request: {
    url: string
    cookie: string | undefined
    fetch: typeof fetch
  }) => Promise<{ status: number; language: string; html: string; data: string; title: string } | null>
}

export type WebAppOptions = {
  root: string
  /** The page renderer's module; null or missing: every page gets the app's shell. */
  ssrEntry?: string | null
}

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * Serves the built web app. Hashed assets under /assets are immutable and cached
 * for a year; pages are revalidated on every load so a deployment shows at once.
 * The storefront's public pages come rendered (decision 013); every other non-API
 * path gets index.html, and the router in the browser decides what it is.
 */
function cacheControl(root: string, filePath: string): string {
  if (filePath.startsWith(path.join(root, 'assets') + path.sep))
    return `public, max-age=${ONE_YEAR}, immutable`
  if (filePath === path.join(root, 'index.html')) return 'no-cache'
  return 'public, max-age=0, must-revalidate'
}

async function loadRenderer(app: FastifyInstance, entry: string | null | undefined) {
  if (!entry) return null
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'storefront server rendering not built: pages get the app shell')
    return null
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer
}

/**
 * `fetch` for a page rendered on the server: the API answers in this process (`inject`), as the
 * visitor's own request would be answered (their address, for the per-address limits).
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      for (const each of Array.isArray(value) ? value : [value]) headers.append(name, String(each))
    }
    const empty = response.statusCode === 204 || response.statusCode === 304
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers })
  }
}

/**
 * Renders the home page, the catalogue and the product page's code a few times, in the background. The product
 * page is asked for an unknown slug: its code loads and runs, and no product's view count moves.
 */
async function warmUp(app: FastifyInstance) {
  for (const url of ['/', '/produtos', '/produtos/-'])
    await app.inject({ url, headers: { accept: 'text/html' } })
}

async function webApp(app: FastifyInstance, { root, ssrEntry }: WebAppOptions) {
  const indexFile = path.join(root, 'index.html')
  const built = existsSync(indexFile)
  if (!built) app.log.warn({ root }, 'web app not built: run `npm run build` (npm start does it)')
  const renderer = built ? await loadRenderer(app, ssrEntry) : null
  const template: PageTemplate | null = renderer ? pageTemplate(readFileSync(indexFile, 'utf8')) : null

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (renderer && template) {
      try {
        const page = await renderer.renderPage({
          url: `${request.protocol}://${request.host}${request.url}`,
          cookie: request.headers.cookie,
          fetch: inProcessFetch(app, request),
        })
        if (page) {
          return reply
            .status(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('vary', 'cookie')
            .send(template.render(page))
        }
      } catch (err) {
        // The page still works: the browser renders it, as it does every page not rendered here.
        request.log.error({ err, url: request.url }, 'server rendering failed: sent the app shell')
      }
    }
    return reply.sendFile('index.html')
  }

  if (renderer) {
    // The first render of each kind of page loads its code and compiles it (several hundred ms): done once
    // when the server starts listening, so the first visitors do not wait for it.
    app.addHook('onListen', () => {
      void warmUp(app).catch((err: unknown) => app.log.warn({ err }, 'server rendering warm-up failed'))
    })
  }

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControl(root, filePath)),
    })
    app.get('/', { schema: { hide: true } }, sendPage)
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    // A missing hashed asset must be a 404, not index.html served as JavaScript.
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || !wantsPage) {
      throw notFound(`No resource at ${request.method} ${pathname}.`)
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it).')
    }
    return sendPage(request, reply)
  })
}

export default fp(webApp, { name: 'web-app' })
