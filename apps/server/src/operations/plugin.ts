import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Registry } from 'prom-client'
import { singleFlight } from './deadline'
import { readFeedPosition } from './feed-position'
import { observeRequests } from './http-metrics'
import { metricsRoute } from './metrics-route'
import { createReadiness, READINESS, type ReadinessCheck } from './readiness'
import { observeState } from './state-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app: tests build several in one process). */
    metrics: Registry
    /** Readiness for load balancers (GET /api/v1/health/ready). */
    readiness: ReadinessCheck
  }
}

/**
 * What operators watch: readiness for load balancers and Prometheus metrics at GET /metrics (decision 022).
 * Registered after the catalogue index, whose state both report, and before the routes it times.
 */
async function operations(app: FastifyInstance) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // One database round trip serves a probe and a scrape that arrive together.
  const position = singleFlight(() => readFeedPosition(app.db, app.catalogChanges))

  observeRequests(app, registry)
  observeState({
    registry,
    db: app.db,
    index: app.catalogIndex,
    feed: app.catalogChanges,
    position,
    timeoutMs: READINESS.databaseTimeoutMs,
    log: app.log,
    backups: app.config.backups !== null,
    now: app.now,
  })
  metricsRoute(app, registry, app.config.metricsToken)

  app.decorate('metrics', registry)
  app.decorate(
    'readiness',
    createReadiness({
      kind: app.database.kind,
      position,
      // The server listens only once the index is built (buildApp builds it before `listen`), so a probe
      // cannot arrive earlier; the check keeps /ready right should the build ever move off the start path.
      indexBuilt: () => app.hasDecorator('catalogIndex'),
      feedConnected: () => app.catalogChanges.status().connected,
      log: app.log,
    }),
  )

  if (!app.config.metricsToken && app.config.nodeEnv === 'production')
    app.log.warn('METRICS_TOKEN is not set: GET /metrics is open to anyone who reaches the server')
}

export default fp(operations, { name: 'operations', dependencies: ['db', 'catalog-index'] })
