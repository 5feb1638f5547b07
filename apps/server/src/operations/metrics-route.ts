import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { unauthorized } from '../lib/errors'

/**
 * Whether `header` is `Bearer <token>`. Both sides are hashed first, so the comparison takes the same time
 * whatever the guess, its length included.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1]
  if (!given) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}

/**
 * GET /metrics in Prometheus' text format. With a token (METRICS_TOKEN) it wants `Authorization: Bearer`;
 * without one it is open, and the proxy in front must keep it from the public.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined) {
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (token === undefined || bearerTokenMatches(request.headers.authorization, token)) return
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw unauthorized({
          'pt-BR': 'GET /metrics pede o METRICS_TOKEN em `Authorization: Bearer <token>`.',
          en: 'GET /metrics wants the METRICS_TOKEN as `Authorization: Bearer <token>`.',
        })
      },
    },
    async (_request, reply) => {
      const body = await registry.metrics()
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(body)
    },
  )
}
