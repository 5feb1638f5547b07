import { AUTH_ERROR_CODES, AuthResponse, LoginRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { codedProblem } from '../../../../lib/errors'
import { accountMessages } from '../../../../accounts/account-messages'
import { errorResponses } from '../../../../lib/openapi'
import { hashPassword, needsRehash, verifyPassword } from '../../../../lib/password'
import { randomToken } from '../../../../lib/tokens'
import { userResource } from '../../../../accounts/resources'
import { emailFromAddress } from '../../../../plugins/app/rate-limiter'

/** How long a failed login waits once its email has failed too often from anywhere (slow down, not lock out). */
export const LOGIN_SLOWDOWN_MS = 2000

// Checked when the email is unknown, so that case costs one scrypt too and timing tells nothing.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()))

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: AuthResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body.data.attributes
      // Every attempt costs a password hash, right or wrong: limited per address whatever the outcome.
      await app.rateLimiter.consume('loginAttemptsIp', request.ip, reply)
      // Failures are counted up front (so parallel guesses cannot slip through) and a success is refunded.
      // Refused: an address that keeps failing, for one email or for many. An email failing from everywhere
      // is only slowed down: a stranger must not be able to lock its owner out.
      const pair = emailFromAddress(email, request.ip)
      await app.rateLimiter.consume('loginEmail', pair, reply)
      await app.rateLimiter.consume('loginIp', request.ip, reply)
      const slowDown = await app.rateLimiter.hit('loginEmailSlowdown', email)
      const user = await app.usersRepository.findByEmail(email)
      const valid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()))
      if (!user || !valid) {
        if (slowDown) await app.sleep(LOGIN_SLOWDOWN_MS)
        throw codedProblem(401, AUTH_ERROR_CODES.invalidCredentials, accountMessages.invalidCredentials)
      }
      await app.rateLimiter.refund('loginEmail', pair)
      await app.rateLimiter.refund('loginIp', request.ip)
      await app.rateLimiter.refund('loginEmailSlowdown', email)
      if (user.disabledAt) {
        throw codedProblem(403, AUTH_ERROR_CODES.accountDisabled, accountMessages.accountDisabled)
      }
      if (needsRehash(user.passwordHash)) {
        await app.usersRepository.update(user.id, { passwordHash: await hashPassword(password) })
      }
      return { data: userResource(user), meta: await app.sessions.start(user) }
    },
  )
}
