import {
  ErrorDocument,
  PAGE_SIZE_MAX,
  ProductBlockDocument,
  ProductDocument,
  ProductListDocument,
  ProductQuerySchema,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { blockDocument, listDocument, sendJsonDocument } from '../../../catalog/documents'
import { createListCache } from '../../../catalog/list-cache'
import { productAttributes } from '../../../catalog/product-resource'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'

export const ProductKey = z.object({ idOrSlug: z.string().min(1).max(200) })

/** Room for a few hundred list pages (a 10,000-product list page with its facets is ~20–40 KB). */
const LIST_CACHE_BYTES = 16 * 1024 * 1024

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createListCache({ maxBytes: LIST_CACHE_BYTES })
  app.get(
    '/products',
    {
      // A URL answered at the index's current version gets the same bytes again, before its query is
      // even parsed (only valid queries ever reach the cache; decision 024).
      onRequest: (request, reply, done) => {
        const answer = lists.get(app.catalogIndex.version(), request.url)
        if (answer) sendJsonDocument(reply, answer)
        else done()
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
        sort: query.sort ?? (query.q ? 'relevance' : '-popularity'),
        offset: (query.page.number - 1) * query.page.size,
        limit: query.page.size,
        language: query.lang,
      })
      const answer = listDocument(result, query, '/api/v1/products')
      lists.set(version, request.url, answer)
      return sendJsonDocument(reply, answer)
    },
  )

  app.get(
    '/products/most-popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The most popular products, for the home page',
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
        sort: '-popularity',
        offset: 0,
        limit: request.query['page[size]'],
        facets: false,
      })
      return sendJsonDocument(reply, blockDocument(hits))
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
        throw notFound(`No product ${request.params.idOrSlug}.`)
      }
      if (!app.viewCounter.isPageRead(request.headers)) app.viewCounter.record(found.row.id)
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
