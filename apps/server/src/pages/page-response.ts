import { PassThrough, type Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BROTLI_QUALITY, ENCODINGS, GZIP_LEVEL, type CachedPage, type Encoding } from './page-cache'
import type { PageOutcome } from './cached-pages'

export type PageCaching = {
  /** How long a shared cache (CDN, reverse proxy) may serve a page without asking, in seconds. */
  sharedMaxAge: number
  /** How much longer it may serve it while it asks again in the background, in seconds. */
  staleWhileRevalidate: number
}

/** Whether an If-None-Match header names this page, in any of its encodings (a weak comparison, RFC 9110). */
function notModified(ifNoneMatch: string | undefined, hash: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === hash || tag.startsWith(`${hash}-`))
}

/**
 * Sends a page in the encoding the browser prefers, compressed when it was stored. Each encoding has its own
 * strong ETag; a conditional request for a page the browser has gets 304. Browsers ask again on every visit
 * (`max-age=0`); shared caches may keep a page briefly, varying on the encoding (the
 * URL says the language).
 */
const encodingFor = (request: FastifyRequest): Encoding =>
  negotiate(request.headers['accept-encoding'] ?? 'identity', ENCODINGS) ?? 'identity'

const sharedCaching = (caching: PageCaching) =>
  `public, max-age=0, s-maxage=${caching.sharedMaxAge}, stale-while-revalidate=${caching.staleWhileRevalidate}`

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, outcome }: { page: CachedPage; outcome: PageOutcome },
  caching: PageCaching,
) {
  const encoding = encodingFor(request)
  reply
    .header('etag', encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}"`)
    .header('cache-control', sharedCaching(caching))
    .header('vary', 'Accept-Encoding')
    .header('x-page-cache', outcome)
  if (page.status === 200 && notModified(request.headers['if-none-match'], page.hash))
    return reply.code(304).send()
  reply.code(page.status).type('text/html; charset=utf-8')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(await page.body(encoding))
}

/** A page whose first bytes have left: `finish` sends the rest and ends it. */
export type StreamedPage = { finish: (rest: Buffer | string) => FastifyReply }

/**
 * Starts a 200 page before it is rendered: its status, headers and `opening` (the head, naming the styles and
 * scripts to fetch) leave at once, compressed and flushed, so the browser fetches them while the page renders.
 * No ETag: the page's bytes are not known yet (the next request gets the kept page, with one).
 */
export function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  opening: string,
  caching: PageCaching,
): StreamedPage {
  const encoding = encodingFor(request)
  const out: Transform =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: 18,
            [constants.BROTLI_PARAM_SIZE_HINT]: 128 * 1024,
          },
        })
      : encoding === 'gzip'
        ? createGzip({ level: GZIP_LEVEL })
        : new PassThrough()
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', sharedCaching(caching))
    .header('vary', 'Accept-Encoding')
    .header('x-page-cache', 'rendered')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  out.write(opening)
  if ('flush' in out && typeof out.flush === 'function') (out.flush as () => void)()
  void reply.send(out)
  return {
    finish(rest) {
      out.end(rest)
      return reply
    },
  }
}
