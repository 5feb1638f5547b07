import type { FastifyReply, FastifyRequest } from 'fastify'
import { notModified, weakEtag } from '../lib/etag'

/**
 * As the storefront's pages (pages/plugin.ts): browsers ask again every time, a CDN or reverse proxy may keep the
 * file briefly, so a sitemap lags the catalogue no more than the pages it lists.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/**
 * Sends robots.txt or a sitemap with an ETag of its content: a crawler that has it gets 304. The tag is weak
 * because the compression plugin may send the same content in other bytes.
 */
export function sendCrawlerFile(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = weakEtag(body)
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL)
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type(type).send(body)
}
