import multipart from '@fastify/multipart'
import {
  AdminBannerDocument,
  AdminBannerListDocument,
  AdminHighlightsDocument,
  BannerOrderRequest,
  ErrorDocument,
  IdParams,
  IMAGE_MAX_BYTES,
  UpdateBannerRequest,
  UpdateHighlightsRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminBanner,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  listHighlights,
  reorderBanners,
  replaceBannerImage,
  setHighlights,
  updateBanner,
} from '../../../../admin-catalog/banners-repository'
import { imageUrl } from '../../../../catalog/product-resource'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: home page']
const uploadErrors = { 413: ErrorDocument.describe('File too large: nothing stored') }

/** Home page: banners (image, texts, link, order, active window) and the ordered highlights. */
export const adminBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20 } })
  const list = async () => ({ data: (await listBanners(app.db)).map((row) => adminBanner(row, app.now())) })

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Every banner, active or not, in order',
        security: bearerAuth,
        response: { 200: AdminBannerListDocument, ...errorResponses(401, 403) },
      },
    },
    list,
  )

  app.post(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Add a banner (multipart: title, subtitle, link, imageAlt, activeFrom, activeUntil, file)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: AdminBannerDocument, ...uploadErrors, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: adminBanner(await createBanner(app, request), app.now()) }),
  )

  app.patch(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Change the texts, link or active window of a banner',
        security: bearerAuth,
        params: IdParams,
        body: UpdateBannerRequest,
        response: { 200: AdminBannerDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: adminBanner(
        await updateBanner(app.db, request.params.id, request.body.data.attributes),
        app.now(),
      ),
    }),
  )

  app.put(
    '/banners/:id/image',
    {
      schema: {
        tags,
        summary: 'Replace the image of a banner (multipart: file, optional imageAlt)',
        security: bearerAuth,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: AdminBannerDocument,
          404: ErrorDocument,
          ...uploadErrors,
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      await findBanner(app.db, request.params.id)
      return { data: adminBanner(await replaceBannerImage(app, request.params.id, request), app.now()) }
    },
  )

  app.put(
    '/banner-order',
    {
      schema: {
        tags,
        summary: 'Set the order of the banners (every banner once)',
        security: bearerAuth,
        body: BannerOrderRequest,
        response: { 200: AdminBannerListDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await reorderBanners(app.db, request.body.data.attributes.ids)
      return list()
    },
  )

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner and its image',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteBanner(app, request.params.id)
      return reply.code(204).send(null)
    },
  )

  const highlights = async () => ({
    data: (await listHighlights(app.db)).map(({ id, thumbnailVersion, ...attributes }) => ({
      type: 'products' as const,
      id,
      attributes: {
        ...attributes,
        thumbnailUrl: thumbnailVersion ? `${imageUrl(id, 1, thumbnailVersion)}&w=400` : null,
      },
    })),
  })

  app.get(
    '/highlights',
    {
      schema: {
        tags,
        summary: 'The highlighted products, in order (unpublished ones stay listed but are not shown)',
        security: bearerAuth,
        response: { 200: AdminHighlightsDocument, ...errorResponses(401, 403) },
      },
    },
    highlights,
  )

  app.put(
    '/highlights',
    {
      schema: {
        tags,
        summary: 'Replace the highlights with these products, in this order',
        security: bearerAuth,
        body: UpdateHighlightsRequest,
        response: { 200: AdminHighlightsDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await setHighlights(app.db, request.body.data.attributes.productIds)
      return highlights()
    },
  )
}
