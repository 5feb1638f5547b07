import { HealthResponse } from '@escudo/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponses } from '../../../lib/openapi'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse, ...ErrorResponses },
      },
    },
    async () => {
      // A round trip proves the database answers, not only that the process is up.
      await app.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: app.database.kind }
    },
  )
}
