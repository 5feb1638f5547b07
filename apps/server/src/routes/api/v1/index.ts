import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../../lib/errors'
import { healthRoutes } from './health'

/** Everything under /api/v1. Each resource registers its own file here. */
export const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  app.setNotFoundHandler(async (request) => {
    throw notFound(`No resource at ${request.method} ${request.url.split('?')[0]}.`)
  })
}
