import { AUTH_ERROR_CODES, AuthResponse, RegisterRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { codedProblem } from '../../../../lib/errors'
import { accountMessages } from '../../../../accounts/account-messages'
import { errorResponses } from '../../../../lib/openapi'
import { hashPassword } from '../../../../lib/password'
import { userResource } from '../../../../accounts/resources'

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      // Counted before the body is read: a flood of invalid requests is still a flood.
      onRequest: async (request, reply) => app.rateLimiter.consume('registerIp', request.ip, reply),
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: RegisterRequest,
        response: { 201: AuthResponse, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { password, locale, ...profile } = request.body.data.attributes
      const passwordHash = await hashPassword(password)
      const user = await app.accountChanges.register({
        ...profile,
        passwordHash,
        role: 'customer',
        ...(locale ? { locale } : {}),
      })
      if (!user) {
        throw codedProblem(409, AUTH_ERROR_CODES.emailTaken, accountMessages.emailTaken, {
          pointer: '/data/attributes/email',
        })
      }
      app.mailer.kick()
      const tokens = await app.sessions.start(user)
      return reply.code(201).send({ data: userResource(user), meta: tokens })
    },
  )
}
