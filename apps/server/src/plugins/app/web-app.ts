import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../../lib/errors'

export type WebAppOptions = { root: string }

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * Serves the built web app. Hashed assets under /assets are immutable and cached
 * for a year; index.html is revalidated on every load so a deployment shows at
 * once. Every other non-API path gets index.html: the router in the browser
 * decides what it is.
 */
function cacheControl(root: string, filePath: string): string {
  if (filePath.startsWith(path.join(root, 'assets') + path.sep))
    return `public, max-age=${ONE_YEAR}, immutable`
  if (filePath === path.join(root, 'index.html')) return 'no-cache'
  return 'public, max-age=0, must-revalidate'
}

async function webApp(app: FastifyInstance, { root }: WebAppOptions) {
  const indexFile = path.join(root, 'index.html')
  const built = existsSync(indexFile)
  if (!built) app.log.warn({ root }, 'web app not built: run `npm run build` (npm start does it)')

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControl(root, filePath)),
    })
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'))
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
    return reply.sendFile('index.html')
  })
}

export default fp(webApp, { name: 'web-app' })
