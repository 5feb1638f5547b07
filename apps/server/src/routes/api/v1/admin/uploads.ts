import multipart from '@fastify/multipart'
import {
  AdminProductDocument,
  DATASHEET_MAX_BYTES,
  ErrorDocument,
  IMAGE_MAX_BYTES,
  ProductIdParams,
  ProductImageParams,
  UpdateProductImagesRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkPdf, resizeImage, uploadMessages } from '../../../../admin-catalog/uploads'
import { validationFailed } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { productDocument } from '../../../../admin-catalog/products/resources'
import { readUpload } from './read-upload'

const tags = ['admin: catalogue']
const uploadErrors = { 404: ErrorDocument, 413: ErrorDocument.describe('File too large: nothing stored') }

/**
 * Product images and data sheets, sent as multipart/form-data (field `file`, and `alt` before it for an
 * image). The bytes decide the type: JPEG, PNG or WebP images, resized to WebP; PDF data sheets.
 */
export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Limits per route in readUpload; these are the outer bounds of any multipart request here.
  await app.register(multipart, { limits: { fileSize: DATASHEET_MAX_BYTES, files: 1, fields: 20 } })

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Add an image (multipart: alt, file) at the end; resized to 400 and 1200 px WebP',
        security: bearerAuth,
        params: ProductIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: AdminProductDocument, ...uploadErrors, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, IMAGE_MAX_BYTES)
      const alt = (upload.fields.alt ?? '').trim() || undefined
      if (alt && alt.length > 250)
        throw validationFailed([{ pointer: '/alt', detail: uploadMessages.altTooLong }])
      const image = await resizeImage(upload.data)
      const product = await app.productRepository.addImage(request.params.id, { alt, image })
      return reply.code(201).send(productDocument(product))
    },
  )

  app.patch(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Reorder the images and set their alt texts (every current image, in the new order)',
        security: bearerAuth,
        params: ProductIdParams,
        body: UpdateProductImagesRequest,
        response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { images } = request.body.data.attributes
      return productDocument(await app.productRepository.arrangeImages(request.params.id, images))
    },
  )

  app.delete(
    '/products/:id/images/:position',
    {
      schema: {
        tags,
        summary: 'Delete an image; the following ones move up',
        security: bearerAuth,
        params: ProductImageParams,
        response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { id, position } = request.params
      return productDocument(await app.productRepository.removeImage(id, position))
    },
  )

  app.put(
    '/products/:id/datasheet',
    {
      schema: {
        tags,
        summary: 'Upload the data sheet (multipart: file, PDF only); replaces the generated one',
        security: bearerAuth,
        params: ProductIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: AdminProductDocument, ...uploadErrors, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, DATASHEET_MAX_BYTES)
      await checkPdf(upload.data)
      return productDocument(await app.productRepository.putDatasheet(request.params.id, upload.data))
    },
  )

  app.delete(
    '/products/:id/datasheet',
    {
      schema: {
        tags,
        summary: 'Remove the uploaded data sheet: the generated one is served again',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 200: AdminProductDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      return productDocument(await app.productRepository.removeDatasheet(request.params.id))
    },
  )
}
