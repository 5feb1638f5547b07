import { OverviewDocument } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

/** The back office's home: what needs the brand's attention today. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Open estimates, new contact messages, comments awaiting review, CA expiries, most viewed and quoted',
        security: bearerAuth,
        response: { 200: OverviewDocument, ...errorResponses(401, 403) },
      },
    },
    async () => {
      // Views counted in the last seconds are included: the card is read rarely, the flush is cheap.
      await app.viewCounter.flush()
      return {
        data: { type: 'overviews' as const, id: 'current', attributes: await app.adminOverview.read() },
      }
    },
  )
}
