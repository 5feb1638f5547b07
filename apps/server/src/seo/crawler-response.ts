import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * As the storefront's pages (pages/plugin.ts): browsers ask again every time, a CDN or reverse proxy may keep the
 * file briefly, so a sitemap lags the catalogue no more than the pages it lists.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110). */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag)) ?? false
}

/**
 * Sends robots.txt or a sitemap with an ETag of its content: a crawler that has it gets 304. The tag is weak
 * because the compression plugin may send the same content in other bytes.
 */
export function sendCrawlerFile(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL)
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type(type).send(body)
}
