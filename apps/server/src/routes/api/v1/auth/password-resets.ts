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
import { errorResponses } from '../../../../lib/openapi'
import { hashPassword } from '../../../../lib/password'
import { hashToken, randomToken } from '../../../../lib/tokens'

export const RESET_TOKEN_TTL_MS = 60 * 60_000

const ACCEPTED = {
  meta: { message: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.' },
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
        await app.db.transaction(async (tx) => {
          const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS)
          await app.passwordResetsRepository.insert(
            { userId: user.id, tokenHash, createdAt: now, expiresAt },
            tx,
          )
          const message = { to: user.email, locale: user.locale, template: 'password-reset' as const }
          await app.mailer.queue({ ...message, data: { name: user.name, link }, secret: token }, tx)
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
      const user = await app.db.transaction(async (tx) => {
        const userId = await app.passwordResetsRepository.consume(hashToken(token), now, tx)
        if (!userId) return undefined
        const updated = await app.usersRepository.update(userId, { passwordHash }, tx)
        if (!updated) return undefined
        await app.passwordResetsRepository.invalidateAllOfUser(userId, now, tx)
        await app.refreshTokensRepository.revokeAllOfUser(userId, now, tx)
        const message = { to: updated.email, locale: updated.locale, template: 'password-changed' as const }
        await app.mailer.queue({ ...message, data: { name: updated.name } }, tx)
        return updated
      })
      if (!user) {
        throw codedProblem(
          422,
          AUTH_ERROR_CODES.invalidResetToken,
          'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
          { pointer: '/data/attributes/token' },
        )
      }
      app.mailer.kick()
      return reply.code(204).send(null)
    },
  )
}
