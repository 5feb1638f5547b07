import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { NotReadyResponse, ReadinessResponse } from '@escudo/contracts'
import { count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { catalogChanges, outbox, products } from '../../src/db/schema/index'
import { someProducts } from '../customer/helpers'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'
import { parsePrometheusText, samplesOf, valueOf } from './prometheus-text'

const onPostgres = Boolean(process.env.DATABASE_URL)
const kind = onPostgres ? 'postgres' : 'pglite'
const TOKEN = 'metrics-token-for-the-tests-0123456789'
const allPass = { database: 'pass', index: 'pass', changeFeed: 'pass' }

/**
 * Two apps on one database, as two server processes: A serves a built web app and writes the catalogue; B
 * wants a metrics token and hears A's writes by NOTIFY on PostgreSQL only (its poll is set beyond the
 * tests). The embedded database is one process (decision 019): there B applies them when it pulls.
 */
const context = {} as {
  a: App
  b: App
  database: DatabaseHandle
  web: Awaited<ReturnType<typeof makeTempDir>>
}
beforeAll(async () => {
  context.web = await makeTempDir()
  await writeFile(path.join(context.web.dir, 'index.html'), '<!doctype html><title>Escudo EPI</title>')
  context.database = await openTestDatabase()
  context.a = await buildTestApp(context.database, {
    SEED: 'demo',
    WEB_DIST: context.web.dir,
    WEB_SSR: 'off',
  })
  context.b = await buildTestApp(
    context.database,
    { SEED: 'demo', METRICS_TOKEN: TOKEN },
    { changePollMs: 600_000 },
  )
})
afterAll(async () => {
  await context.a?.close()
  await context.b?.close()
  await context.database?.close()
  await context.web?.remove()
})

const ready = (app: App) => app.inject({ url: '/api/v1/health/ready' })
const notReady = async (app: App) => {
  const response = await ready(app)
  expect(response.statusCode).toBe(503)
  const body = NotReadyResponse.parse(response.json())
  return { codes: body.errors.map((error) => error.code), checks: body.meta.checks }
}
const metricsOf = async (app: App, token?: string) => {
  const response = await app.inject({
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return parsePrometheusText(response.body)
}
const metricsOfB = () => metricsOf(context.b, TOKEN)

/** Holds an exclusive lock on the change log, so the readiness query waits as on a hung database. */
async function withChangeLogLocked<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  let release!: () => void
  let locked!: () => void
  const held = new Promise<void>((resolve) => (locked = resolve))
  const gate = new Promise<void>((resolve) => (release = resolve))
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${catalogChanges} in access exclusive mode`)
    locked()
    await gate
  })
  await held
  try {
    return await work()
  } finally {
    release()
    await holder
  }
}

describe('liveness and readiness', () => {
  it('is ready when the database answers, the index is built and the change feed is current', async () => {
    for (const app of [context.a, context.b]) {
      const response = await ready(app)
      expect(response.statusCode).toBe(200)
      expect(ReadinessResponse.parse(response.json())).toEqual({
        status: 'ready',
        database: kind,
        checks: allPass,
      })
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/)
    }
  })

  it('is not ready while a change by another process waits unapplied, and ready once it is applied', async () => {
    const { b, database } = context
    // Written an hour ago by a process B never heard from: inserted without record_catalog_change(), so
    // no NOTIFY, as when a notification is lost and the poll has not come yet.
    await database.db
      .insert(catalogChanges)
      .values({ kind: 'banners', origin: 'another-process', at: new Date(Date.now() - 3600_000) })

    expect(await notReady(b)).toEqual({
      codes: ['change_feed_behind'],
      checks: { ...allPass, changeFeed: 'fail' },
    })
    const behind = await metricsOfB()
    expect(valueOf(behind, 'escudo_catalog_change_feed_lag_seconds')).toBeGreaterThan(3500)
    expect(valueOf(behind, 'escudo_catalog_changes_head_seq')).toBeGreaterThan(
      valueOf(behind, 'escudo_catalog_changes_applied_seq'),
    )

    await b.catalogChanges.pull()
    expect((await ready(b)).statusCode).toBe(200)
    const caughtUp = await metricsOfB()
    expect(valueOf(caughtUp, 'escudo_catalog_change_feed_lag_seconds')).toBe(0)
    expect(valueOf(caughtUp, 'escudo_catalog_changes_applied_seq')).toBe(
      valueOf(caughtUp, 'escudo_catalog_changes_head_seq'),
    )
  })

  it('answers 503 within its deadline while the database hangs, and 200 once it answers', async () => {
    const { b, database } = context
    await withChangeLogLocked(database, async () => {
      // A probe and a scrape together: they share the one query, and neither waits past the deadline.
      const [probe, scrape] = await Promise.all([
        notReady(b),
        b.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
      ])
      expect(probe).toEqual({ codes: ['database_timeout'], checks: { ...allPass, database: 'fail' } })
      expect(scrape.statusCode).toBe(200)
      expect(valueOf(parsePrometheusText(scrape.body), 'escudo_catalog_change_feed_lag_seconds')).toBeNaN()
    })
    expect((await ready(b)).statusCode).toBe(200)
  })

  it('is documented in the OpenAPI document with its 503', async () => {
    const document = (await context.a.inject({ url: '/api/v1/openapi.json' })).json()
    const responses = document.paths['/api/v1/health/ready'].get.responses
    expect(responses['200'].content['application/json'].schema.properties.checks).toBeDefined()
    expect(responses['503'].content['application/json'].schema.properties.errors).toBeDefined()
  })
})

describe('GET /metrics', () => {
  it('times requests by route template, never by the URL asked for', async () => {
    const { a } = context
    const { other } = await someProducts(a)
    expect((await a.inject({ url: `/api/v1/products/${other.id}` })).statusCode).toBe(200)
    expect((await a.inject({ url: '/api/v1/products/no-such-product' })).statusCode).toBe(404)
    expect((await a.inject({ url: '/api/v1/no-such-resource' })).statusCode).toBe(404)

    const samples = await metricsOf(a)
    const product = { method: 'GET', route: '/api/v1/products/:idOrSlug' }
    const found = valueOf(samples, 'http_request_duration_seconds_count', { ...product, status_code: '200' })
    expect(found).toBeGreaterThanOrEqual(1)
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        ...product,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(found)
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', { ...product, status_code: '404' }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1)
    const routes = samplesOf(samples, 'http_request_duration_seconds_count').map(
      (sample) => sample.labels.route,
    )
    expect(routes.filter((route) => /no-such|[0-9a-f]{8}-[0-9a-f]{4}/.test(route ?? ''))).toEqual([])
    // The process's own metrics, from this app's registry.
    expect(samplesOf(samples, 'process_cpu_user_seconds_total')).toHaveLength(1)
    expect(samplesOf(samples, 'nodejs_heap_size_used_bytes')).toHaveLength(1)
  })

  it('counts the products in the index', async () => {
    const { a } = context
    const [published] = await a.db.select({ n: count() }).from(products).where(eq(products.published, true))
    const expected = published!.n
    expect(expected).toBeGreaterThan(0)
    expect(valueOf(await metricsOf(a), 'escudo_catalog_index_products')).toBe(expected)
    expect(valueOf(await metricsOfB(), 'escudo_catalog_index_products')).toBe(expected)
  })

  it('moves the last applied change on B after a catalogue write through A', async () => {
    const { a, b } = context
    const before = valueOf(await metricsOfB(), 'escudo_catalog_changes_applied_seq')
    const { other } = await someProducts(a)
    const { version } = (await a.productRepository.load(other.id))!.row
    const writtenAt = Date.now() / 1000
    await a.productRepository.update(other.id, { version, name: 'Luva Metrificada' })
    if (!onPostgres) await b.catalogChanges.pull()

    const after = await waitFor(async () => {
      const samples = await metricsOfB()
      return valueOf(samples, 'escudo_catalog_changes_applied_seq') > before && samples
    })
    expect(valueOf(after, 'escudo_catalog_changes_applied_seq')).toBe(
      valueOf(after, 'escudo_catalog_changes_head_seq'),
    )
    expect(valueOf(after, 'escudo_catalog_changes_last_applied_timestamp_seconds')).toBeGreaterThanOrEqual(
      Math.floor(writtenAt),
    )
    expect(valueOf(after, 'escudo_catalog_change_feed_lag_seconds')).toBe(0)
    expect(valueOf(after, 'escudo_catalog_change_feed_connected')).toBe(1)
  })

  it('counts the unsent emails in the outbox, pending and failed', async () => {
    const { a } = context
    const unsent = async () => {
      const samples = await metricsOf(a)
      return {
        pending: valueOf(samples, 'escudo_mail_outbox_unsent', { status: 'pending' }),
        failed: valueOf(samples, 'escudo_mail_outbox_unsent', { status: 'failed' }),
      }
    }
    const before = await unsent()
    const now = new Date()
    const queued = []
    for (const to of ['um@example.com', 'dois@example.com', 'tres@example.com'])
      queued.push(
        await a.outboxRepository.insert({
          to,
          subject: 'Teste',
          text: 'Olá',
          html: '<p>Olá</p>',
          template: 'test',
          nextAttemptAt: now,
          createdAt: now,
        }),
      )
    await a.outboxRepository.markFailed(queued[0]!.id, 10, 'mailbox unavailable', null)

    const after = await unsent()
    expect(after).toEqual({ pending: before.pending + 2, failed: before.failed + 1 })
    const rows = await a.db
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'failed']))
      .groupBy(outbox.status)
    expect(Object.fromEntries(rows.map((row) => [row.status, row.n]))).toEqual(after)
  })

  it('wants METRICS_TOKEN as a bearer token when it is set', async () => {
    const { b } = context
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer wrong`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await b.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(response.json().errors[0].code).toBe('unauthorized')
    }
    expect(
      (await b.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } })).statusCode,
    ).toBe(200)
  })

  it('is open without a token, and served ahead of the web app’s fallback', async () => {
    const { a } = context
    const page = await a.inject({ url: '/produtos', headers: { accept: 'text/html' } })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const response = await a.inject({ url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram')
  })
})

// Last: it closes the database the apps share.
describe('when the database is gone', () => {
  it('stays live, while readiness names the database', async () => {
    const { a, database } = context
    await database.close()
    const live = await a.inject({ url: '/api/v1/health' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok', database: kind })
    expect(await notReady(a)).toEqual({
      codes: ['database_unreachable'],
      checks: { ...allPass, database: 'fail' },
    })
  })
})
