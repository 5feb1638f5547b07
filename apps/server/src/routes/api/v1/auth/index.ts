import type { FastifyPluginAsync } from 'fastify'
import { emailAvailabilityRoute } from './email-availability'
import { loginRoute } from './login'
import { passwordResetRoutes } from './password-resets'
import { registerRoute } from './register'
import { sessionRoutes } from './sessions'
import { staffInvitationRoutes } from './staff-invitations'

/** /api/v1/auth: open to anyone, rate-limited where guessing or flooding pays. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoute)
  await app.register(loginRoute)
  await app.register(sessionRoutes)
  await app.register(emailAvailabilityRoute)
  await app.register(passwordResetRoutes)
  await app.register(staffInvitationRoutes)
}
