import multipart from '@fastify/multipart'
import {
  AdminBannerDocument,
  AdminBannerListDocument,
  AdminHighlightsDocument,
  BANNER_WIDTHS,
  BannerOrderRequest,
  CreateBannerFields,
  ErrorDocument,
  IdParams,
  IMAGE_MAX_BYTES,
  UpdateBannerRequest,
  UpdateHighlightsRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBanner } from '../../../../admin-catalog/home/resources'
import { resizeImage } from '../../../../admin-catalog/uploads'
import { imageUrl } from '../../../../catalog/resources'
import { issueDetail, validationFailed } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { readUpload } from './read-upload'

const tags = ['admin: home page']
const uploadErrors = { 413: ErrorDocument.describe('File too large: nothing stored') }

/** Multipart text fields → the banner's attributes; errors point where a JSON body would have them. */
function bannerFields(fields: Record<string, string>) {
  const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value)
  const parsed = CreateBannerFields.safeParse({
    title: fields.title,
    subtitle: blankToNull(fields.subtitle),
    link: fields.link,
    imageAlt: fields.imageAlt,
    titleEn: blankToNull(fields.titleEn),
    subtitleEn: blankToNull(fields.subtitleEn),
    linkEn: blankToNull(fields.linkEn),
    imageAltEn: blankToNull(fields.imageAltEn),
    activeFrom: blankToNull(fields.activeFrom),
    activeUntil: blankToNull(fields.activeUntil),
  })
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        pointer: `/data/attributes/${issue.path.join('/')}`,
        detail: issueDetail(issue),
      })),
    )
  return parsed.data
}

/** Home page: banners (image, texts, link, order, active window) and the ordered highlights. */
export const adminBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20 } })
  const { bannerRepository: banners, highlightRepository } = app
  const list = async () => ({ data: (await banners.list()).map((row) => adminBanner(row, app.now())) })

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
        summary:
          'Add a banner (multipart: title, subtitle, link, imageAlt, their English titleEn, subtitleEn, linkEn, ' +
          'imageAltEn, activeFrom, activeUntil, file)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: AdminBannerDocument, ...uploadErrors, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, IMAGE_MAX_BYTES)
      const fields = bannerFields(upload.fields)
      const banner = await banners.create(fields, await resizeImage(upload.data, BANNER_WIDTHS))
      return reply.code(201).send({ data: adminBanner(banner, app.now()) })
    },
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
      data: adminBanner(await banners.update(request.params.id, request.body.data.attributes), app.now()),
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
      const { id } = request.params
      await banners.find(id) // a 404 before the upload is read and resized
      const upload = await readUpload(request, IMAGE_MAX_BYTES)
      const image = await resizeImage(upload.data, BANNER_WIDTHS)
      return { data: adminBanner(await banners.replaceImage(id, image, upload.fields.imageAlt), app.now()) }
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
      await banners.reorder(request.body.data.attributes.ids)
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
      await banners.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )

  const highlights = async () => ({
    data: (await highlightRepository.list()).map(({ id, thumbnailVersion, ...attributes }) => ({
      type: 'products' as const,
      id,
      attributes: {
        ...attributes,
        thumbnailUrl: thumbnailVersion ? `${imageUrl(id, 1, thumbnailVersion)}&w=400` : null,
        // What the public highlights answer leaves out, and why (the same index, the same rule).
        hiddenReason: !attributes.published
          ? ('nao_publicado' as const)
          : app.catalogIndex.quotable(id)
            ? null
            : ('ca_invalido' as const),
      },
    })),
  })

  app.get(
    '/highlights',
    {
      schema: {
        tags,
        summary:
          'The highlighted products, in order (those not published or that cannot be quoted stay listed, with hiddenReason, but are not shown)',
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
      await highlightRepository.set(request.body.data.attributes.productIds)
      return highlights()
    },
  )
}
