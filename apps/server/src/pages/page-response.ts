import negotiate from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ENCODINGS, type CachedPage } from './page-cache'
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
 * (`max-age=0`); shared caches may keep a page briefly, varying on the language cookie and the encoding.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, outcome }: { page: CachedPage; outcome: PageOutcome },
  caching: PageCaching,
) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? 'identity', ENCODINGS) ?? 'identity'
  reply
    .header('etag', encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}"`)
    .header(
      'cache-control',
      `public, max-age=0, s-maxage=${caching.sharedMaxAge}, stale-while-revalidate=${caching.staleWhileRevalidate}`,
    )
    .header('vary', 'Cookie, Accept-Encoding')
    .header('x-page-cache', outcome)
  if (page.status === 200 && notModified(request.headers['if-none-match'], page.hash))
    return reply.code(304).send()
  reply.code(page.status).type('text/html; charset=utf-8')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(await page.body(encoding))
}
