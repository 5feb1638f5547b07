import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { StoredObject } from '../storage/types'

// An SVG opened on its own is a document that could run script: ours never has any, and an uploaded
// one is neutralised by a policy that allows no script, no fetch and a sandboxed origin.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const safeName = (name: string) => name.replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 120)

export function sendSvg(
  reply: FastifyReply,
  svg: string,
  name: string,
  cacheControl = 'public, max-age=3600',
) {
  return reply
    .header('content-security-policy', SVG_POLICY)
    .header('content-disposition', `inline; filename="${safeName(name)}.svg"`)
    .header('cache-control', cacheControl)
    .type('image/svg+xml; charset=utf-8')
    .send(svg)
}

export function sendPdf(reply: FastifyReply, pdf: Buffer | Readable, name: string) {
  return reply
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${safeName(name)}.pdf"`)
    .header('cache-control', 'public, max-age=600')
    .type('application/pdf')
    .send(pdf)
}

/** An image made by the server (a link preview's JPEG). */
export function sendJpeg(reply: FastifyReply, jpeg: Buffer, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type('image/jpeg')
    .send(jpeg)
}

/** An uploaded file from the storage, streamed; nosniff keeps browsers to its stored type. */
export function sendStoredObject(reply: FastifyReply, stored: StoredObject, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', stored.size)
    .type(stored.contentType)
    .send(stored.stream)
}
