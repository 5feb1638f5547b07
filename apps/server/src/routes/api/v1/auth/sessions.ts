import { AuthResponse, SessionTokenRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../../lib/openapi'
import { userResource } from '../../../../accounts/resources'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token (once) for a new access and refresh token',
        description: 'Presenting a refresh token that was already used signs that login out everywhere.',
        body: SessionTokenRequest,
        response: { 200: AuthResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user, tokens } = await app.sessions.refresh(request.body.data.attributes.refreshToken)
      return { data: userResource(user), meta: tokens }
    },
  )

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the refresh token and its login stop working',
        body: SessionTokenRequest,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request.body.data.attributes.refreshToken)
      return reply.code(204).send(null)
    },
  )
}
