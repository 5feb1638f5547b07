import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import {
  DOCUMENT_SECURITY_HEADERS,
  setSecurityHeaders,
  SUBRESOURCE_SECURITY_HEADERS,
} from '../plugins/external/helmet'
import type { StaticFile } from './static-files'
import { sendStatic } from './static-response'

const ONE_YEAR = 60 * 60 * 24 * 365
const UNHASHED_MAX_AGE = 5 * 60

/**
 * How long a browser keeps a built file. Hashed assets under /assets are immutable and cached for a year;
 * index.html (the app's shell) and the service worker (browsers check it for updates) are revalidated on every
 * load so a deployment shows at once; other files (the favicon, the dashboard's sample images) for five
 * minutes, then revalidated (ETag, Last-Modified).
 */
export function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return `public, max-age=${ONE_YEAR}, immutable`
  if (relative === 'index.html' || relative === 'service-worker.js') return 'no-cache'
  return `public, max-age=${UNHASHED_MAX_AGE}, must-revalidate`
}

/** What a page fetches as a subresource; anything else (HTML, SVG, JSON, text…) a browser may open as a document. */
const SUBRESOURCE_TYPE =
  /^(application\/javascript|text\/javascript|text\/css|image\/(?!svg)|font\/|application\/wasm)/

const asRecord = (headers: [string, string][]) =>
  Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]))
const SUBRESOURCE_HEADERS = asRecord(SUBRESOURCE_SECURITY_HEADERS)
const DOCUMENT_HEADERS = asRecord(DOCUMENT_SECURITY_HEADERS)

/** The security headers a built file of this content type is served with (plugins/external/helmet.ts). */
export const securityHeadersFor = (contentType: string) =>
  SUBRESOURCE_TYPE.test(contentType) ? SUBRESOURCE_HEADERS : DOCUMENT_HEADERS

/**
 * Serves the built files (static-files.ts) at their paths, from memory, compressed by the build: never again
 * per request. Any other path falls through to the not-found handler (a page, or a 404 under /assets and /api).
 */
export async function serveBuiltFiles(app: FastifyInstance, root: string, files: Map<string, StaticFile>) {
  // reply.sendFile, for the files left on disk (source maps): from the file system, in the encoding built.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControl(path.relative(root, filePath).split(path.sep).join('/'))),
  })
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    // Neither compressed per request nor a body to decompress: neither of @fastify/compress's hooks runs.
    compress: false,
    decompress: false,
    // Each file's security headers are part of its precomputed headers (securityHeadersFor).
    config: { ownSecurityHeaders: true },
    handler: (request, reply) => {
      const file = files.get(`/${request.params['*']}`)
      if (file) return sendStatic(request, reply, file)
      // A page (or a 404): a document, with every security header.
      setSecurityHeaders(request, reply)
      return reply.callNotFound()
    },
  })
}
