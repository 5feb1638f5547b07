import {
  AdminProductDocument,
  AdminProductListDocument,
  AdminProductQuery,
  CreateProductRequest,
  ErrorDocument,
  ProductIdParams,
  UpdateProductRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { productFilters } from '../../../../admin-catalog/products/product-list'
import { missingProduct } from '../../../../admin-catalog/products/product-store'
import { adminProductSummary, productDocument } from '../../../../admin-catalog/products/resources'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin: catalogue']

/** Products: list, read, create, edit (optimistic locking), publish, duplicate, delete. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Every product, published or not, with its completeness',
        security: bearerAuth,
        querystring: AdminProductQuery,
        response: { 200: AdminProductListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const params = {
        'filter[q]': query['filter[q]'] || undefined,
        'filter[published]': query['filter[published]'],
        'filter[complete]': query['filter[complete]'],
        'filter[category]': query['filter[category]'],
        'filter[brand]': query['filter[brand]'],
        sort: query.sort,
      }
      const page = { number: query['page[number]'], size: query['page[size]'], params }
      const { rows, total } = await app.productRepository.list({
        ...productFilters(query),
        offset: pageOffset(page),
        limit: page.size,
      })
      return {
        data: rows.map((row) => ({
          type: 'products' as const,
          id: row.id,
          attributes: adminProductSummary(row),
        })),
        meta: { total },
        links: pageLinks('/api/v1/admin/products', page, total),
      }
    },
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with every field, its images, data sheet and completeness',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const product = await app.productRepository.load(request.params.id)
      if (!product) throw missingProduct(request.params.id)
      return productDocument(product)
    },
  )

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product (unpublished)',
        security: bearerAuth,
        body: CreateProductRequest,
        response: { 201: AdminProductDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const product = await app.productRepository.create(request.body.data.attributes)
      return reply.code(201).send(productDocument(product))
    },
  )

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Change fields; `version` must be the one read, or 409 stale_version',
        security: bearerAuth,
        params: ProductIdParams,
        body: UpdateProductRequest,
        response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      return productDocument(await app.productRepository.update(id, request.body.data.attributes))
    },
  )

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/products/:id/${action}`,
      {
        schema: {
          tags,
          summary: published
            ? 'Publish: the product must be complete (422 lists what is missing)'
            : 'Unpublish: the product leaves the catalogue at once',
          security: bearerAuth,
          params: ProductIdParams,
          response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        return productDocument(await app.productRepository.setPublished(request.params.id, published))
      },
    )
  }

  app.post(
    '/products/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a product (with its images and data sheet) as a new unpublished product',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 201: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const copy = await app.productRepository.duplicate(request.params.id)
      return reply.code(201).send(productDocument(copy))
    },
  )

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product (409 when an estimate quotes it: unpublish it instead)',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      await app.productRepository.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
