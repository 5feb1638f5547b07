import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import adminOps from './admin-ops/plugin'
import adminCatalog from './admin-catalog/plugin'
import type { Config } from './config/env'
import type { DatabaseHandle } from './db/client'
import estimates from './estimates/plugin'
import accounts from './accounts/plugin'
import catalogIndex from './catalog/index-plugin'
import caRegistry from './ca-registry/plugin'
import catalogRepository from './catalog/catalog-repository'
import searchRecorder from './catalog/search-recorder'
import { accessLogController } from './plugins/app/access-log'
import clock from './plugins/app/clock'
import webhooks, { type WebhooksOptions } from './webhooks/plugin'
import contactRepository from './contact/contact-repository'
import customer from './customer/plugin'
import database from './plugins/app/database'
import errorHandler from './plugins/app/error-handler'
import jsonApi from './plugins/app/json-api'
import mail from './mail/plugin'
import operations from './operations/plugin'
import rateLimiter from './plugins/app/rate-limiter'
import seed from './seed/plugin'
import seo from './seo/plugin'
import webApp from './pages/plugin'
import { quoteFormRoutes } from './pages/quote-form'
import storage from './storage/plugin'
import compress from './plugins/external/compress'
import helmet from './plugins/external/helmet'
import openapi from './plugins/external/openapi'
import { apiV1Routes } from './routes/api/v1/index'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export type BuildOptions = {
  /** An already open database (tests share one per file). */
  database?: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** The clock for expiries, rate limits and retries (tests move it). */
  now?: () => Date
  /** How the app waits (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>
  /** How often the outbox worker looks for due retries. */
  mailPollMs?: number
  /** The webhooks' worker: its poll, and a stand-in for its HTTP client (tests). */
  webhooks?: WebhooksOptions
  /** How often the catalogue change feed looks for changes besides its notifications. */
  changePollMs?: number
  /**
   * false: catalogue writes are not recorded in the change log and other processes' writes are not heard
   * (decision 020). Only for measuring the feed's cost on one process (`npm run bench:scale`): several
   * processes without it serve stale catalogues.
   */
  changeFeed?: boolean
  /** URLs per child sitemap (default 50,000; tests split with a few). */
  sitemapUrlsPerFile?: number
}

/**
 * Builds the app without listening, in a fixed order: external plugins, then
 * our own plugins, then routes. Tests call this and use `app.inject()`.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Which requests get log lines of their own: ACCESS_LOG (decision 024).
    logController: accessLogController(config.accessLog),
    // Behind a reverse proxy or load balancer the client address comes from X-Forwarded-For,
    // but only from the proxies TRUST_PROXY names (loopback by default).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Building the search index of a large catalogue can take longer than the default 10 s (issue 3
    // allows 15 s at 100,000 products on a quiet machine, and a busy one is several times slower); a first
    // start also migrates the embedded database and hashes the staff password (ADMIN_PASSWORD).
    pluginTimeout: 600_000,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)

  await app.register(helmet)
  await app.register(compress)
  await app.register(openapi)

  await app.register(errorHandler)
  await app.register(jsonApi)
  await app.register(clock, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  })
  await app.register(database, { config, ...(options.database ? { handle: options.database } : {}) })
  await app.register(rateLimiter)
  await app.register(mail, { ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}) })
  await app.register(accounts)
  await app.register(webhooks, options.webhooks ?? {})
  await app.register(storage)
  await app.register(caRegistry)
  await app.register(seed)
  await app.register(catalogIndex, {
    ...(options.changePollMs ? { changePollMs: options.changePollMs } : {}),
    ...(options.changeFeed === false ? { changeFeed: false } : {}),
  })
  await app.register(catalogRepository)
  await app.register(searchRecorder)
  await app.register(adminCatalog)
  await app.register(customer)
  await app.register(estimates)
  await app.register(contactRepository)
  await app.register(adminOps)
  // Before the routes it times; after the index and change feed it reports on.
  await app.register(operations)

  // robots.txt and the sitemaps: exact root routes, before the web app's catch-all.
  await app.register(seo, { urlsPerFile: options.sitemapUrlsPerFile })
  // The product page's quote form without JavaScript (decision 047).
  await app.register(quoteFormRoutes)
  await app.register(apiV1Routes, { prefix: '/api/v1' })
  await app.register(webApp, {
    root: config.webDist,
    ssrEntry: config.webSsr,
    pageCacheBytes: config.pageCacheBytes,
    renderThreads: config.renderThreads,
    renderQueue: config.renderQueue,
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
