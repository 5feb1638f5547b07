import { JSON_API_MEDIA_TYPE, productQueryToString, type ProductQuery } from '@escudo/contracts'
import type { FastifyReply } from 'fastify'
import { JsonWriter } from '../lib/json-writer'
import type { Hit, SearchResult } from './search/types'

/**
 * List documents are assembled from the resources the index keeps already serialized, so a page
 * costs byte copies rather than building and validating objects. Tests parse every such document
 * with its contract schema, which keeps the two in step.
 */
export function sendJsonDocument(reply: FastifyReply, json: Buffer) {
  return reply.type(`${JSON_API_MEDIA_TYPE}; charset=utf-8`).send(json)
}

const writer = new JsonWriter()
const COMMA = Buffer.from(',')

function writeHits(out: JsonWriter, hits: Hit[]): void {
  hits.forEach((hit, index) => {
    if (index > 0) out.bytes(COMMA)
    out.bytes(hit.document)
  })
}

export function listDocument(
  result: SearchResult,
  query: ProductQuery,
  basePath: string,
  searchId: string | null = null,
): Buffer {
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
  const out = writer.start().text('{"data":[')
  writeHits(out, result.hits)
  out.text('],"meta":{"total":').integer(result.total).text(',"facets":')
  // The engine's own writer when it has one (no objects made); otherwise the facets as given.
  if (result.writeFacets) result.writeFacets(out)
  else out.text(JSON.stringify(result.facets))
  out.text(`,"didYouMean":${JSON.stringify(result.didYouMean ?? null)}`)
  out.text(`,"searchId":${JSON.stringify(searchId)}`)
  out.text(`,"redirect":${JSON.stringify(result.redirect ?? null)}`)
  if (result.chemicals) out.text(`,"chemicals":${JSON.stringify(result.chemicals)}`)
  return out.text(`},"links":${JSON.stringify(links)}}`).finish()
}

export const blockDocument = (hits: Hit[]) => {
  const out = writer.start().text('{"data":[')
  writeHits(out, hits)
  return out.text(']}').finish()
}
