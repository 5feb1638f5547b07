import type { FastifyInstance } from 'fastify'
import { Histogram, type Registry } from 'prom-client'

/** Requests no route matched (unknown paths, and the web app's pages served by the not-found fallback). */
export const UNMATCHED_ROUTE = 'unmatched'

// From 1 ms: catalogue lists answer from memory in a few milliseconds, and their buckets must tell them apart.
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Times every response by method, route template and status code. The route is the template Fastify
 * matched (`/api/v1/products/:idOrSlug`), never the URL, so the number of series is bounded by the routes.
 */
export function observeRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, by method, route template and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  })
  // A callback, not an async function: no promise per request (issue 34).
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
}
