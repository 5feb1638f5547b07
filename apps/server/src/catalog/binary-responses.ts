import { createReadStream } from 'node:fs'
import type { FastifyReply } from 'fastify'

// An SVG opened on its own is a document that could run script: ours never has any, and an uploaded
// one is neutralised by a policy that allows no script, no fetch and a sandboxed origin.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const safeName = (name: string) => name.replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 120)

export function sendSvg(reply: FastifyReply, svg: string, name: string) {
  return reply
    .header('content-security-policy', SVG_POLICY)
    .header('content-disposition', `inline; filename="${safeName(name)}.svg"`)
    .header('cache-control', 'public, max-age=3600')
    .type('image/svg+xml; charset=utf-8')
    .send(svg)
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${safeName(name)}.pdf"`)
    .header('cache-control', 'public, max-age=600')
    .type('application/pdf')
    .send(pdf)
}

/** An uploaded file under DATA_DIR, streamed. */
export function sendStoredFile(reply: FastifyReply, file: string, contentType: string) {
  return reply.header('cache-control', 'public, max-age=3600').type(contentType).send(createReadStream(file))
}
