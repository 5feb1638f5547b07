import negotiate from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { STRICT_TRANSPORT_HEADERS } from '../plugins/external/helmet'
import type { LoadedFile, StaticFile, StaticVariant } from './static-files'

/** The browser's preferred encoding among those built for the file (brotli first when it says no preference). */
function variantFor(file: LoadedFile, acceptEncoding: string | undefined): StaticVariant {
  if (!acceptEncoding || (!file.br && !file.gzip)) return file.identity
  const offered = [file.br ? 'br' : null, file.gzip ? 'gzip' : null, 'identity'].filter(
    (encoding): encoding is string => encoding !== null,
  )
  const chosen = negotiate(acceptEncoding, offered)
  return (chosen === 'br' ? file.br : chosen === 'gzip' ? file.gzip : undefined) ?? file.identity
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** RFC 9110 §13.1.2–3: If-None-Match (weak comparison) wins; If-Modified-Since only without it. */
function notModified(request: FastifyRequest, file: LoadedFile, variant: StaticVariant) {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === variant.etag)
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && file.lastModified <= since
}

/**
 * The one byte range asked for, or undefined to answer with the whole file: no Range, an If-Range naming
 * another version, an invalid range, or several ranges (a server may answer those whole, RFC 9110 §14.2). 'unsatisfiable':
 * a range wholly past the end.
 */
function rangeOf(request: FastifyRequest, file: LoadedFile, variant: StaticVariant) {
  const header = request.headers.range
  if (!header) return undefined
  const ifRange = String(request.headers['if-range'] ?? '').trim()
  if (ifRange) {
    // RFC 9110 §13.1.5: the strong ETag, or exactly the Last-Modified date.
    const current = ifRange.startsWith('"')
      ? ifRange === variant.etag
      : Date.parse(ifRange) === file.lastModified
    if (!current) return undefined
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  // A last byte before the first makes the header invalid: ignored.
  if (match[1] !== '' && match[2] !== '' && Number(match[2]) < Number(match[1])) return undefined
  const size = variant.body.length
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)]
  if (start >= size || start > end) return 'unsatisfiable' as const
  return { start, end }
}

/**
 * Writes the answer straight to Node's response with the headers worked out when the file was read, security
 * headers included (the route sets its own: `ownSecurityHeaders`). The onSend hooks have nothing to do for a built
 * file (no compression, no JSON:API type, no page-cache write), so the reply is hijacked; the onResponse hooks
 * (metrics, the access log) still run when the response finishes.
 */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: Record<string, string>,
  body?: Buffer,
): undefined {
  reply.hijack()
  // request.protocol believes X-Forwarded-Proto from the proxies TRUST_PROXY names, and only from them.
  if (request.protocol === 'https')
    for (const [name, value] of STRICT_TRANSPORT_HEADERS) reply.raw.setHeader(name, value)
  reply.raw.writeHead(status, headers)
  reply.raw.end(body)
  // Nothing for Fastify to wait for (a returned reply would make it watch the response's end).
  return undefined
}

/**
 * Answers a built file from memory (read on its first request), in the encoding the browser prefers: 304 to a
 * conditional request that names it, 206 to a single byte range, the whole file otherwise (HEAD: the headers
 * only). Nothing is compressed here: the variants were compressed by the build. Files left on disk (source
 * maps) go through @fastify/static, which does the same from the file system.
 */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
): FastifyReply | Promise<FastifyReply | undefined> | undefined {
  if (file.loaded === undefined) return file.load().then(() => sendStatic(request, reply, file))
  if (file.loaded === null) {
    if (request.protocol === 'https')
      for (const [name, value] of STRICT_TRANSPORT_HEADERS) reply.header(name, value)
    return reply.headers(file.security).sendFile(file.relative)
  }
  return sendLoaded(request, reply, file.loaded)
}

function sendLoaded(request: FastifyRequest, reply: FastifyReply, file: LoadedFile) {
  const variant = variantFor(file, request.headers['accept-encoding'])
  if (notModified(request, file, variant)) return answer(request, reply, 304, variant.validators)
  const range = rangeOf(request, file, variant)
  const size = variant.body.length
  if (range === 'unsatisfiable')
    return answer(request, reply, 416, {
      ...variant.validators,
      'content-range': `bytes */${size}`,
      'content-length': '0',
    })
  if (range) {
    const part = variant.body.subarray(range.start, range.end + 1)
    const headers = {
      ...variant.whole,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': String(part.length),
    }
    return answer(request, reply, 206, headers, request.method === 'HEAD' ? undefined : part)
  }
  return answer(request, reply, 200, variant.whole, request.method === 'HEAD' ? undefined : variant.body)
}
