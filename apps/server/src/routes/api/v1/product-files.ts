import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ErrorDocument } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendPdf, sendStoredFile, sendSvg } from '../../../catalog/binary-responses'
import { renderDatasheet } from '../../../catalog/datasheet'
import { productAttributes } from '../../../catalog/product-resource'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'
import { ProductKey } from './products'

/** Product images and data sheets. Only published products have them, as for the product itself. */
export const productFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const insideDataDir = (file: string) => {
    const resolved = path.resolve(app.config.dataDir, file)
    return resolved.startsWith(app.config.dataDir + path.sep) ? resolved : undefined
  }

  app.get(
    '/products/:idOrSlug/images/:position',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Image number `position` (from 1) of a product',
        params: ProductKey.extend({ position: z.coerce.number().int().min(1).max(99) }),
        response: {
          200: z.string().describe('image/svg+xml or the uploaded image'),
          404: ErrorDocument,
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { idOrSlug, position } = request.params
      const hit = app.catalogIndex.get(idOrSlug)
      const image = hit && (await app.catalogRepository.image(hit.id, position))
      if (!image) throw notFound(`No image ${position} for product ${idOrSlug}.`)
      if (image.svg) return sendSvg(reply, image.svg, `${hit.id}-${position}`)
      const file = image.filePath ? insideDataDir(image.filePath) : undefined
      if (!file) throw notFound(`No image ${position} for product ${idOrSlug}.`)
      return sendStoredFile(reply, file, image.contentType)
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
      if (!found) throw notFound(`No product ${request.params.idOrSlug}.`)
      const name = `ficha-tecnica-${found.row.slug}`
      const uploaded = found.datasheet && insideDataDir(found.datasheet.filePath)
      if (uploaded) return sendPdf(reply, await readFile(uploaded), name)
      const { options } = await app.catalogRepository.filterGroups()
      const titles = new Map(options.map((option) => [`${option.groupId}:${option.id}`, option.titlePt]))
      const pdf = await renderDatasheet({
        ...productAttributes(found.row, found.images),
        titles: (group, id) => titles.get(`${group}:${id}`) ?? id,
      })
      return sendPdf(reply, pdf, name)
    },
  )
}
