import { AcceptInvitationRequest, AuthResponse, STAFF_ERROR_CODES } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userResource } from '../../../../accounts/resources'
import { codedProblem } from '../../../../lib/errors'
import { errorResponses } from '../../../../lib/openapi'
import { hashPassword } from '../../../../lib/password'
import { hashToken } from '../../../../lib/tokens'

export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations',
    {
      // Guessing a 256-bit token is hopeless; the limit keeps a flood of scrypt hashes from costing CPU.
      onRequest: async (request, reply) => app.rateLimiter.consume('registerIp', request.ip, reply),
      schema: {
        tags: ['auth'],
        summary: 'Accept a staff invitation: set the password, create the account and sign in',
        description:
          'The token comes from the link of the invitation e-mail; it works once, within a week. ' +
          'The session named by `previousRefreshToken`, if any, is signed out.',
        body: AcceptInvitationRequest,
        response: { 201: AuthResponse, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { token, password, previousRefreshToken } = request.body.data.attributes
      const user = await app.staff.accept(hashToken(token), await hashPassword(password))
      if (!user)
        throw codedProblem(
          422,
          STAFF_ERROR_CODES.invalidInvitation,
          {
            'pt-BR':
              'Este convite é inválido, já foi usado, foi cancelado ou expirou. Peça um novo a um administrador.',
            en: 'This invitation is invalid, used, cancelled or expired. Ask an administrator for a new one.',
          },
          { pointer: '/data/attributes/token' },
        )
      // The browser's earlier session ends, as on sign-out: one identity per browser, and a refresh
      // cannot bring the earlier one back. A refused link (above) leaves it alone.
      if (previousRefreshToken) await app.sessions.end(previousRefreshToken)
      const tokens = await app.sessions.start(user)
      return reply.code(201).send({ data: userResource(user), meta: tokens })
    },
  )
}
