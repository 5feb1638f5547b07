import {
  ErrorDocument,
  NOT_A_VIEW_HEADER,
  ProductAlternativesDocument,
  PAGE_SIZE_MAX,
  ProductBlockDocument,
  ProductDocument,
  ProductListDocument,
  ProductQuerySchema,
  type ProductQuery,
  type ProductSummaryAttributes,
  type ProductSummaryResource,
} from '@escudo/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rankAlternatives, type AlternativeFacts } from '../../../catalog/alternatives'
import { blockDocument, listDocument, sendJsonDocument } from '../../../catalog/documents'
import { createListCache } from '../../../catalog/list-cache'
import { productAttributes } from '../../../catalog/resources'
import { SEARCH_NOTE_HEADER, writeSearchNote, type SearchNote } from '../../../catalog/search-recorder'
import { customerMessages } from '../../../customer/customer-messages'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'

export const ProductKey = z.object({ idOrSlug: z.string().min(1).max(200) })

/** How many of the category's most popular valid products the alternatives are chosen from. */
const ALTERNATIVE_CANDIDATES = 200

/** Room for a few hundred list pages (a 10,000-product list page with its facets is ~20–40 KB). */
const LIST_CACHE_BYTES = 16 * 1024 * 1024

/** The search a list request is, for the analytics: undefined without a text (decision 051). */
function searchNote(query: ProductQuery, total: number): SearchNote | undefined {
  if (!query.q?.trim()) return undefined
  const filters = Object.entries(query.filters)
    .filter(([, options]) => options && options.length > 0)
    .map(([group]) => group)
  if (query.isLancamento) filters.push('isLancamento')
  if (query.caValido) filters.push('caValido')
  if (query.chemicals) filters.push('chemicals')
  return { language: query.lang ?? 'pt-BR', q: query.q, total, page: query.page.number, filters }
}

/**
 * A request of the storefront's search box while the buyer types: not a search yet (the box reports the
 * session's last search when it ends without opening the list: `POST /search-events` type `search`).
 */
export const TYPING_HEADER = 'x-search-typing'

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createListCache({ maxBytes: LIST_CACHE_BYTES })
  // A page rendered on the server reads the list as the visitor's browser would: not counted here (nor its cache
  // checks) but handed to the page, which counts it for every visitor it is served to; the visitor's own requests
  // are counted here.
  const recordSearch = (request: FastifyRequest, reply: FastifyReply, search: SearchNote | undefined) => {
    if (!search || request.headers[TYPING_HEADER]) return
    if (app.viewCounter.isPageRead(request.headers)) reply.header(SEARCH_NOTE_HEADER, writeSearchNote(search))
    else app.searchRecorder.search(search)
  }
  app.get(
    '/products',
    {
      // A URL answered at the index's current version gets the same bytes again, before its query is
      // even parsed (only valid queries ever reach the cache; decision 024).
      onRequest: (request, reply, done) => {
        const cached = lists.get(app.catalogIndex.version(), request.url)
        if (!cached) return done()
        recordSearch(request, reply, cached.search)
        sendJsonDocument(reply, cached.answer)
      },
      schema: {
        tags: ['catalogue'],
        summary: 'Filtered, searched, sorted and paginated products with disjunctive facet counts',
        querystring: ProductQuerySchema,
        response: { 200: ProductListDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query
      const version = app.catalogIndex.version()
      const result = app.catalogIndex.search({
        q: query.q,
        filters: query.filters,
        isLancamento: query.isLancamento,
        caValido: query.caValido,
        chemicals: query.chemicals,
        minLevel: query.minLevel,
        sort: query.sort ?? (query.q ? 'relevance' : '-popularity'),
        offset: (query.page.number - 1) * query.page.size,
        limit: query.page.size,
        language: query.lang,
      })
      const search = searchNote(query, result.total)
      const answer = listDocument(
        result,
        query,
        '/api/v1/products',
        search && app.searchRecorder.searchId(search),
      )
      lists.set(version, request.url, { answer, search })
      recordSearch(request, reply, search)
      return sendJsonDocument(reply, answer)
    },
  )

  app.get(
    '/products/most-popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The most popular products that can be quoted, for the home page',
        querystring: z.object({
          'page[size]': z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(8),
        }),
        response: { 200: ProductBlockDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { hits } = app.catalogIndex.search({
        filters: {},
        isLancamento: false,
        // A promotion slot: only products that can be quoted (NR-6).
        caValido: true,
        sort: '-popularity',
        offset: 0,
        limit: request.query['page[size]'],
        facets: false,
      })
      return sendJsonDocument(reply, blockDocument(hits))
    },
  )

  app.get(
    '/products/:idOrSlug/alternatives',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Valid alternatives to a product (the ones to quote instead when it cannot be), best first',
        description:
          'Up to four products of the same kind that can be quoted: the same category and at least one of the ' +
          "product's risk types, ranked by the risks they cover, the norms they share, EN 388 / EN 374 levels at " +
          'least as good and popularity; `meta.reasons` says why each is offered.',
        params: ProductKey,
        response: { 200: ProductAlternativesDocument, 404: ErrorDocument, ...ErrorResponses },
      },
    },
    async (request) => {
      const hit = app.catalogIndex.get(request.params.idOrSlug)
      const found = hit && (await app.catalogRepository.product(hit.id))
      if (!found) throw notFound(customerMessages.productMissing(request.params.idOrSlug))
      const { row } = found
      const { hits } = app.catalogIndex.search({
        filters: { categories: [row.category] },
        isLancamento: false,
        caValido: true,
        sort: '-popularity',
        offset: 0,
        limit: ALTERNATIVE_CANDIDATES,
        facets: false,
      })
      const documents = new Map(
        hits.map((candidate) => [
          candidate.id,
          JSON.parse(candidate.document.toString()) as ProductSummaryResource,
        ]),
      )
      const norms = await app.catalogRepository.norms([...documents.keys()])
      const facts = (
        id: string,
        attributes: ProductSummaryAttributes,
        ofNorms: string[],
      ): AlternativeFacts => ({
        id,
        category: attributes.category,
        riskTypes: attributes.riskTypes,
        norms: ofNorms,
        en388: attributes.en388,
        popularity: attributes.popularity,
      })
      const ranked = rankAlternatives(
        {
          id: row.id,
          category: row.category,
          riskTypes: row.riskTypes,
          norms: row.norms,
          en388: row.en388,
          popularity: 0,
        },
        [...documents.values()].map((document) =>
          facts(document.id, document.attributes, norms.get(document.id) ?? []),
        ),
      )
      return {
        data: ranked.map(({ id }) => documents.get(id)!),
        meta: { reasons: Object.fromEntries(ranked.map(({ id, reasons }) => [id, reasons])) },
      }
    },
  )

  app.get(
    '/products/:idOrSlug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One published product, by id or slug',
        params: ProductKey,
        description:
          'A slug the product had before a rename answers 301 to its current address (browsers follow it: ' +
          'the storefront then shows the product at its new slug).',
        response: {
          200: ProductDocument,
          301: z.null().describe('Renamed: `Location` is the product at its current slug'),
          404: ErrorDocument.describe('Unknown product'),
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const hit = app.catalogIndex.get(request.params.idOrSlug)
      const found = hit && (await app.catalogRepository.product(hit.id))
      if (!found) {
        const renamed = await app.catalogRepository.renamedSlug(request.params.idOrSlug)
        if (renamed !== undefined)
          return reply
            .code(301)
            .header('location', `/api/v1/products/${encodeURIComponent(renamed)}`)
            .send(null)
        throw notFound(customerMessages.productMissing(request.params.idOrSlug))
      }
      if (!app.viewCounter.isPageRead(request.headers) && !request.headers[NOT_A_VIEW_HEADER])
        app.viewCounter.record(found.row.id)
      return {
        data: {
          type: 'products' as const,
          id: found.row.id,
          attributes: {
            ...productAttributes(found.row, found.images, found.check),
            commentCount: await app.commentsRepository.countVisible(found.row.id),
          },
        },
      }
    },
  )
}
