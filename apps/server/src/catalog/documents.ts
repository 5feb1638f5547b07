import { JSON_API_MEDIA_TYPE, productQueryToString, type ProductQuery } from '@escudo/contracts'
import type { FastifyReply } from 'fastify'
import type { Hit, SearchResult } from '../search/types'

/**
 * List documents are assembled from the resources the index keeps already serialized, so a page
 * costs string joins rather than building and validating objects. Tests parse every such document
 * with its contract schema, which keeps the two in step.
 */
export function sendJsonDocument(reply: FastifyReply, json: Buffer) {
  return reply.type(`${JSON_API_MEDIA_TYPE}; charset=utf-8`).send(json)
}

const COMMA = Buffer.from(',')

/** `head` + the documents separated by commas + `tail`, as one buffer. */
function assemble(head: string, hits: Hit[], tail: string): Buffer {
  const parts: Buffer[] = [Buffer.from(head)]
  hits.forEach((hit, index) => parts.push(...(index > 0 ? [COMMA] : []), hit.document))
  parts.push(Buffer.from(tail))
  return Buffer.concat(parts)
}

export const blockDocument = (hits: Hit[]) => assemble('{"data":[', hits, ']}')

export function listDocument(result: SearchResult, query: ProductQuery, basePath: string): Buffer {
  const link = (number: number) => {
    const search = productQueryToString({ ...query, page: { ...query.page, number } })
    return search ? `${basePath}?${search}` : basePath
  }
  const { number, size } = query.page
  const last = Math.max(1, Math.ceil(result.total / size))
  const links = {
    self: link(number),
    next: number < last ? link(number + 1) : null,
    prev: number > 1 ? link(Math.min(number - 1, last)) : null,
  }
  const meta = JSON.stringify({ total: result.total, facets: result.facets })
  return assemble('{"data":[', result.hits, `],"meta":${meta},"links":${JSON.stringify(links)}}`)
}
