import { SizeGuideDocument, SizeGuideParams, UpdateSizeGuideRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

/** Staff replace a size guide's table (issue 21); each saved change is in the audit log (`size-guides`). */
export const adminSizeGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/size-guides/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Replaces a size guide (columns in both languages, one row of cells per size)',
        security: bearerAuth,
        params: SizeGuideParams,
        body: UpdateSizeGuideRequest,
        response: { 200: SizeGuideDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await app.catalogRepository.saveSizeGuide(request.params.id, request.body.data.attributes),
    }),
  )
}
