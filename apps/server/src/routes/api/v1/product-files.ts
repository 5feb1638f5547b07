import { ErrorDocument } from '@escudo/contracts'
import { buffer } from 'node:stream/consumers'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageVersion } from '../../../admin-catalog/products/resources'
import { pickWidth, variantKey } from '../../../admin-catalog/image-keys'
import { sendJpeg, sendPdf, sendStoredObject, sendSvg } from '../../../catalog/binary-responses'
import { renderDatasheet } from '../../../catalog/datasheet'
import { createOpenGraphCache, renderOpenGraphImage } from '../../../catalog/open-graph-image'
import { openGraphVersion, productAttributes } from '../../../catalog/resources'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'
import { ProductKey } from './products'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const YEAR = 'public, max-age=31536000, immutable'

/**
 * Product images and data sheets. Only published products have them, as for the product itself, with one
 * exception: an image asked for by product id with its current version (`?v=`, random for uploads) is
 * served whatever the publication, so the back office can show the images of a draft.
 */
export const productFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:idOrSlug/images/:position',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Image number `position` (from 1) of a product',
        params: ProductKey.extend({ position: z.coerce.number().int().min(1).max(99) }),
        querystring: z.object({
          v: z.string().max(40).optional().describe('The image version from its URL: cached for a year'),
          w: z.coerce
            .number()
            .int()
            .min(1)
            .max(4000)
            .optional()
            .describe('Wanted width: 400 or 1200 (uploads)'),
        }),
        response: {
          200: z.string().describe('image/svg+xml or the uploaded image'),
          404: ErrorDocument,
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { idOrSlug, position } = request.params
      const { v: version, w: width } = request.query
      const productId =
        app.catalogIndex.get(idOrSlug)?.id ?? (version && uuid.test(idOrSlug) ? idOrSlug : undefined)
      const image = productId && (await app.catalogRepository.image(productId, position))
      const current = image && imageVersion(image) === version
      const missing = () =>
        notFound({
          'pt-BR': `Nenhuma imagem ${position} para o produto ${idOrSlug}.`,
          en: `No image ${position} for product ${idOrSlug}.`,
        })
      // A draft's image needs the right version; a published one is served either way.
      if (!image || (!current && !app.catalogIndex.get(idOrSlug))) throw missing()
      if (image.svg) return sendSvg(reply, image.svg, `${productId}-${position}`, current ? YEAR : undefined)
      const stored = image.filePath && (await app.storage.get(variantKey(image.filePath, pickWidth(width))))
      if (!stored) throw missing()
      return sendStoredObject(reply, stored, current ? YEAR : 'public, max-age=300')
    },
  )

  const previews = createOpenGraphCache()
  app.get(
    '/products/:idOrSlug/open-graph-image',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The first image letterboxed on white to 1200×630 (JPEG), for link previews',
        params: ProductKey,
        querystring: z.object({
          v: z.string().max(60).optional().describe('The version from openGraphImageUrl: cached for a year'),
        }),
        response: { 200: z.string().describe('image/jpeg'), 404: ErrorDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params
      const hit = app.catalogIndex.get(idOrSlug)
      const found = hit && (await app.catalogRepository.product(hit.id))
      const version = found && openGraphVersion(found.row.version, found.images)
      const first = version && Math.min(...found.images.map((image) => image.position))
      const image = first && (await app.catalogRepository.image(found.row.id, first))
      const missing = () =>
        notFound({
          'pt-BR': `Nenhuma imagem para o produto ${idOrSlug}.`,
          en: `No image for product ${idOrSlug}.`,
        })
      if (!found || !version || !image) throw missing()
      const jpeg = await previews.get(`${found.row.id}:${version}`, async () => {
        if (image.svg) return renderOpenGraphImage(Buffer.from(image.svg), true)
        const stored =
          image.filePath && (await app.storage.get(variantKey(image.filePath, pickWidth(undefined))))
        if (!stored) throw missing()
        return renderOpenGraphImage(await buffer(stored.stream), false)
      })
      return sendJpeg(reply, jpeg, request.query.v === version ? YEAR : 'public, max-age=300')
    },
  )

  app.get(
    '/products/:idOrSlug/datasheet',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The technical data sheet (PDF): the uploaded one, or one generated from the product data',
        params: ProductKey,
        response: { 200: z.string().describe('application/pdf'), 404: ErrorDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const hit = app.catalogIndex.get(request.params.idOrSlug)
      const found = hit && (await app.catalogRepository.product(hit.id))
      if (!found)
        throw notFound({
          'pt-BR': `Produto ${request.params.idOrSlug} não encontrado.`,
          en: `No product ${request.params.idOrSlug}.`,
        })
      const name = `ficha-tecnica-${found.row.slug}`
      const uploaded = found.datasheet && (await app.storage.get(found.datasheet.filePath))
      if (uploaded) return sendPdf(reply, uploaded.stream, name)
      const { options } = await app.catalogRepository.filterGroups()
      const titles = new Map(options.map((option) => [`${option.groupId}:${option.id}`, option.titlePt]))
      const pdf = await renderDatasheet({
        ...productAttributes(found.row, found.images, found.check),
        titles: (group, id) => titles.get(`${group}:${id}`) ?? id,
      })
      return sendPdf(reply, pdf, name)
    },
  )
}
