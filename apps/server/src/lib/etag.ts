import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A weak ETag of a body: weak because the compression plugin may send the same content in other bytes. */
export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110). */
export function notModified(ifNoneMatch: string | undefined, etag: string) {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag)) ?? false
}

/**
 * An `onSend` hook for a route whose 200 answers may be kept briefly: an ETag of the serialized body and
 * `cacheControl`; a client that has the body gets 304.
 */
export const etagOnSend =
  (cacheControl: string) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const etag = weakEtag(payload)
    reply.header('etag', etag).header('cache-control', cacheControl)
    if (!notModified(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    return ''
  }
