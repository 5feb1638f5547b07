import {
  AUTH_ERROR_CODES,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RESET_PASSWORD_PATH,
  ResetPasswordRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedProblem } from '../../../../lib/errors'
import { accountMessages } from '../../../../accounts/account-messages'
import { errorResponses } from '../../../../lib/openapi'
import { hashPassword } from '../../../../lib/password'
import { hashToken, randomToken } from '../../../../lib/tokens'

export const RESET_TOKEN_TTL_MS = 60 * 60_000

const ACCEPTED = {
  meta: {
    message: 'Se houver uma conta com este e-mail, vamos enviar a ele um link para criar uma nova senha.',
  },
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      onRequest: async (request, reply) => app.rateLimiter.consume('forgotPasswordIp', request.ip, reply),
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use link (1 hour) to reset the password',
        description: 'Always 202 with the same body, whether or not the email has an account.',
        body: ForgotPasswordRequest,
        response: { 202: ForgotPasswordResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body.data.attributes
      await app.rateLimiter.consume('forgotPasswordEmail', email, reply)
      // The token is made and hashed either way, so both answers cost about the same.
      const token = randomToken()
      const tokenHash = hashToken(token)
      const user = await app.usersRepository.findByEmail(email)
      if (user && !user.disabledAt) {
        const now = app.now()
        const link = `${app.config.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`
        await app.accountChanges.requestPasswordReset(user, {
          token,
          tokenHash,
          link,
          now,
          ttlMs: RESET_TOKEN_TTL_MS,
        })
        app.mailer.kick()
      }
      return reply.code(202).send(ACCEPTED)
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description: 'Signs out every session of the account and emails a "password changed" notice.',
        body: ResetPasswordRequest,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body.data.attributes
      const passwordHash = await hashPassword(password)
      const now = app.now()
      const user = await app.accountChanges.resetPassword(hashToken(token), passwordHash, now)
      if (!user) {
        throw codedProblem(422, AUTH_ERROR_CODES.invalidResetToken, accountMessages.invalidResetToken, {
          pointer: '/data/attributes/token',
        })
      }
      app.mailer.kick()
      return reply.code(204).send(null)
    },
  )
}
