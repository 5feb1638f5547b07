import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../../lib/errors'
import { adminRoutes } from './admin/index'
import { authRoutes } from './auth/index'
import { healthRoutes } from './health'
import { meRoutes } from './me'

/** Everything under /api/v1. Each resource registers its own file here. */
export const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(meRoutes)
  await app.register(adminRoutes, { prefix: '/admin' })

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  app.setNotFoundHandler(async (request) => {
    throw notFound(`No resource at ${request.method} ${request.url.split('?')[0]}.`)
  })
}
