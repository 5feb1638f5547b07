import { SizeGuideDocument, SizeGuideParams } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { etagOnSend } from '../../../lib/etag'
import { errorResponses } from '../../../lib/openapi'

/** Staff edit the tables rarely: a browser may keep one a minute, then revalidates by ETag. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** The brand's body-measure tables (issue 21), opened from the product page's size picker. */
export const sizeGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/size-guides/:id',
    {
      onSend: etagOnSend(CACHE_CONTROL),
      schema: {
        tags: ['catalogue'],
        summary: "A size guide: the brand's body measures per size (coverall)",
        description:
          'The glove hand sizes are the EN ISO 21420 table, fixed (GLOVE_HAND_SIZES in the contracts).',
        params: SizeGuideParams,
        response: { 200: SizeGuideDocument, ...errorResponses() },
      },
    },
    async (request) => ({ data: await app.catalogRepository.sizeGuide(request.params.id) }),
  )
}
