import {
  AdminProductDocument,
  AdminProductListDocument,
  AdminProductQuery,
  CreateProductRequest,
  ErrorDocument,
  ProductIdParams,
  UpdateProductRequest,
} from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deleteImage } from '../../../../admin-catalog/image-keys'
import { listProducts } from '../../../../admin-catalog/product-list'
import { copyFiles } from '../../../../admin-catalog/product-files'
import {
  createProduct,
  deleteProductRow,
  duplicateRow,
  loadAdminProduct,
  missingProduct,
  reindex,
  setPublished,
  updateProduct,
} from '../../../../admin-catalog/products-repository'
import { adminProductAttributes, adminProductSummary } from '../../../../admin-catalog/resources'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin: catalogue']
const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true')

/** The product as the back office sees it, published or not. */
export async function productDocument(app: Pick<FastifyInstance, 'db'>, id: string) {
  const product = await loadAdminProduct(app.db, id)
  if (!product) throw missingProduct(id)
  return {
    data: {
      type: 'products' as const,
      id,
      attributes: adminProductAttributes(product.row, product.images, product.datasheet),
    },
  }
}

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
      const { rows, total } = await listProducts(app.db, {
        q: params['filter[q]'],
        published: flag(query['filter[published]']),
        complete: flag(query['filter[complete]']),
        category: query['filter[category]'],
        brand: query['filter[brand]'],
        sort: query.sort,
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
    async (request) => productDocument(app, request.params.id),
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
      const id = await createProduct(app.db, app.catalogIndex, request.body.data.attributes)
      return reply.code(201).send(await productDocument(app, id))
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
      await updateProduct(app.db, app.catalogIndex, request.params.id, request.body.data.attributes)
      return productDocument(app, request.params.id)
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
        await setPublished(app.db, app.catalogIndex, request.params.id, published)
        return productDocument(app, request.params.id)
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
      const source = await loadAdminProduct(app.db, request.params.id)
      if (!source) throw missingProduct(request.params.id)
      const id = await duplicateRow(app.db, source.row)
      await copyFiles(app, source.row.id, id)
      await reindex(app.db, app.catalogIndex, id)
      return reply.code(201).send(await productDocument(app, id))
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
      const product = await loadAdminProduct(app.db, request.params.id)
      await deleteProductRow(app.db, app.catalogIndex, request.params.id)
      for (const image of product?.images ?? [])
        if (image.filePath) await deleteImage(app.storage, image.filePath)
      if (product?.datasheet) await app.storage.delete(product.datasheet.filePath)
      return reply.code(204).send(null)
    },
  )
}
