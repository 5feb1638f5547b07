import { AUTH_ERROR_CODES, MeResponse, UpdateMeRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../accounts/guards'
import { emailFromAddress } from '../../../plugins/app/rate-limiter'
import { codedProblem } from '../../../lib/errors'
import { accountMessages } from '../../../accounts/account-messages'
import { bearerAuth, errorResponses } from '../../../lib/openapi'
import { hashPassword, verifyPassword } from '../../../lib/password'
import { userResource } from '../../../accounts/resources'

/** The signed-in customer's own profile. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Your profile',
        security: bearerAuth,
        response: { 200: MeResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: userResource(currentUser(request)) }),
  )

  app.patch(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Change your profile; changing the password needs the current one',
        description: 'After a password change every other session is signed out and `meta` holds new tokens.',
        security: bearerAuth,
        body: UpdateMeRequest,
        response: { 200: MeResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { password, currentPassword, ...profile } = request.body.data.attributes
      if (!password)
        return { data: userResource((await app.usersRepository.update(user.id, profile)) ?? user) }

      // A stolen access token must not be enough to take the account over: prove the password, limited like login.
      await app.rateLimiter.consume('loginEmail', emailFromAddress(user.email, request.ip), reply)
      if (!(await verifyPassword(currentPassword ?? '', user.passwordHash))) {
        throw codedProblem(422, AUTH_ERROR_CODES.wrongCurrentPassword, accountMessages.wrongCurrentPassword, {
          pointer: '/data/attributes/currentPassword',
        })
      }
      await app.rateLimiter.refund('loginEmail', emailFromAddress(user.email, request.ip))
      const passwordHash = await hashPassword(password)
      const updated = await app.accountChanges.changePassword(user, { ...profile, passwordHash })
      app.mailer.kick()
      return { data: userResource(updated), meta: await app.sessions.start(updated) }
    },
  )
}
