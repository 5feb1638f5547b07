import { EmailAvailabilityQuery, EmailAvailabilityResponse } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../lib/openapi'

export const emailAvailabilityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email-availability',
    {
      // It tells whether an account exists, so it is rate-limited to stop harvesting.
      onRequest: async (request, reply) => app.rateLimiter.consume('emailAvailabilityIp', request.ip, reply),
      schema: {
        tags: ['auth'],
        summary: 'Whether an email can still be registered (the register form checks as you type)',
        querystring: EmailAvailabilityQuery,
        response: { 200: EmailAvailabilityResponse, ...errorResponses(429) },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findByEmail(request.query.email)
      return { meta: { available: !user } }
    },
  )
}
