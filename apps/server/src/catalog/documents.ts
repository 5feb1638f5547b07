import { JSON_API_MEDIA_TYPE, productQueryToString, type ProductQuery } from '@escudo/contracts'
import type { FastifyReply } from 'fastify'
import type { Hit, SearchResult } from '../search/types'

/**
 * List documents are assembled from the resources the index keeps already serialized, so a page
 * costs string joins rather than building and validating objects. Tests parse every such document
 * with its contract schema, which keeps the two in step.
 */
export function sendJsonDocument(reply: FastifyReply, json: string) {
  return reply.type(`${JSON_API_MEDIA_TYPE}; charset=utf-8`).send(json)
}

const data = (hits: Hit[]) => `[${hits.map((hit) => hit.document).join(',')}]`

export const blockDocument = (hits: Hit[]) => `{"data":${data(hits)}}`

export function listDocument(result: SearchResult, query: ProductQuery, basePath: string): string {
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
  return `{"data":${data(result.hits)},"meta":${meta},"links":${JSON.stringify(links)}}`
}
