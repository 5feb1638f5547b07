import { HealthResponse, NotReadyResponse, ReadinessResponse } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponses } from '../../../lib/openapi'
import { READINESS } from '../../../operations/readiness'

/** Liveness and readiness (decision 022). Neither is cached by a proxy: each answers for this moment. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        description:
          'Reads nothing, so a database outage never gets every process restarted at once; ' +
          'load balancers use `/health/ready`.',
        response: { 200: HealthResponse, ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const, database: app.database.kind }
    },
  )

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: whether this process should take traffic',
        description:
          `The database answers within ${READINESS.databaseTimeoutMs / 1000} s, the catalogue index is built, ` +
          'and the catalogue change feed listens and has applied every other process’s change older than ' +
          `${READINESS.maxLagSeconds} s. A 503 lists each failed check as an error; ` +
          '`meta.checks` gives every check its outcome.',
        response: { 200: ReadinessResponse, 503: NotReadyResponse, ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      const readiness = await app.readiness()
      reply.header('cache-control', 'no-store')
      return readiness.ready ? reply.code(200).send(readiness.body) : reply.code(503).send(readiness.body)
    },
  )
}
