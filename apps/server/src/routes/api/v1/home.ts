import { BannersDocument, ErrorDocument, ProductBlockDocument, BANNER_WIDTHS } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicBanner } from '../../../admin-catalog/home/resources'
import { pickWidth, variantKey } from '../../../admin-catalog/image-keys'
import { sendStoredObject, sendSvg } from '../../../catalog/binary-responses'
import { keyVersion } from '../../../storage/keys'
import { blockDocument, sendJsonDocument } from '../../../catalog/documents'
import { notFound } from '../../../lib/errors'
import { ErrorResponses } from '../../../lib/openapi'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Home page blocks: curated highlights and the banners active now. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/highlights',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Curated products of the home page, in order (those that cannot be quoted left out)',
        response: { 200: ProductBlockDocument, ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      const ids = await app.catalogRepository.highlightIds()
      // No promotion for a product that cannot be quoted (NR-6): staff see why in the highlights picker.
      return sendJsonDocument(reply, blockDocument(app.catalogIndex.documents(ids, { quotable: true })))
    },
  )

  app.get(
    '/banners',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Banners whose active window includes now, in order',
        response: { 200: BannersDocument, ...ErrorResponses },
      },
    },
    async () => {
      const rows = await app.catalogRepository.activeBanners(new Date())
      return {
        data: rows.map(publicBanner),
      }
    },
  )

  app.get(
    '/banners/:id/image',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The image of a banner (SVG, or an upload as WebP 800 or 1600 px wide: `w`)',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({
          v: z.string().max(40).optional().describe('The version from imageUrl: cached for a year'),
          w: z.coerce.number().int().min(1).max(4000).optional(),
        }),
        response: { 200: z.string().describe('image/svg+xml'), 404: ErrorDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const banner = uuid.test(request.params.id)
        ? await app.catalogRepository.banner(request.params.id)
        : undefined
      if (banner?.imageSvg) return sendSvg(reply, banner.imageSvg, `banner-${banner.position}`)
      const stored =
        banner?.imagePath &&
        (await app.storage.get(variantKey(banner.imagePath, pickWidth(request.query.w, BANNER_WIDTHS))))
      if (!banner?.imagePath || !stored)
        throw notFound({
          'pt-BR': `Nenhuma imagem de banner ${request.params.id}.`,
          en: `No banner image ${request.params.id}.`,
        })
      const current = request.query.v === keyVersion(banner.imagePath)
      return sendStoredObject(
        reply,
        stored,
        current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
    },
  )
}
