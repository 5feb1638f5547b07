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
import { productAttributes } from '../../../catalog/product-resource'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'

export const ProductKey = z.object({ idOrSlug: z.string().min(1).max(200) })

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Filtered, searched, sorted and paginated products with disjunctive facet counts',
        querystring: ProductQuerySchema,
        response: { 200: ProductListDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query
      const result = app.catalogIndex.search({
        q: query.q,
        filters: query.filters,
        isLancamento: query.isLancamento,
        sort: query.sort ?? (query.q ? 'relevance' : '-popularity'),
        offset: (query.page.number - 1) * query.page.size,
        limit: query.page.size,
      })
      return sendJsonDocument(reply, listDocument(result, query, '/api/v1/products'))
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
        response: { 200: ProductDocument, 404: ErrorDocument.describe('Unknown product'), ...ErrorResponses },
      },
    },
    async (request) => {
      const hit = app.catalogIndex.get(request.params.idOrSlug)
      const found = hit && (await app.catalogRepository.product(hit.id))
      if (!found) throw notFound(`No product ${request.params.idOrSlug}.`)
      app.viewCounter.record(found.row.id)
      return {
        data: {
          type: 'products' as const,
          id: found.row.id,
          attributes: {
            ...productAttributes(found.row, found.images),
            commentCount: await app.commentsRepository.countVisible(found.row.id),
          },
        },
      }
    },
  )
}
