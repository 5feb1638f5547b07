import { count, eq, inArray, max } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { ChangeFeed } from '../catalog/change-feed'
import type { CatalogSearch } from '../catalog/search/types'
import type { Database } from '../db/client'
import { backups, outbox } from '../db/schema/index'
import { singleFlight, withDeadline } from './deadline'
import type { FeedPosition } from './feed-position'

export type StateMetricsOptions = {
  registry: Registry
  db: Database
  index: CatalogSearch
  feed: ChangeFeed
  /** The change log's head and this process's lag (shared with readiness). */
  position: () => Promise<FeedPosition>
  timeoutMs: number
  log: FastifyBaseLogger
  /** Whether scheduled backups are on (BACKUP_DIR): their age is reported only then. */
  backups: boolean
  now: () => Date
}

const UNSENT = ['pending', 'failed'] as const

/**
 * Gauges read when Prometheus scrapes: the catalogue index and the change feed from memory, the change log's
 * head, the feed's lag and the outbox's unsent messages from the database (a short query each, with a
 * deadline). A value the database did not give in time is NaN for that scrape, never a stale number.
 */
export function observeState(options: StateMetricsOptions) {
  const { registry, db, index, feed, position, timeoutMs, log } = options
  const registers = [registry]
  const read = async <T>(what: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await withDeadline(work(), timeoutMs, what)
    } catch (error) {
      log.warn({ err: error }, `metrics: could not read ${what}`)
      return undefined
    }
  }
  // Two gauges come from the log's one query: they share it, and its failure is logged once.
  const changeLog = singleFlight(() => read('the change log', position))
  const unsent = () =>
    read('the outbox', () =>
      db
        .select({ status: outbox.status, n: count() })
        .from(outbox)
        .where(inArray(outbox.status, [...UNSENT]))
        .groupBy(outbox.status),
    )

  new Gauge({
    name: 'escudo_catalog_index_products',
    help: 'Products in the search index of this process (the published ones).',
    registers,
    collect() {
      this.set(index.stats().products)
    },
  })
  new Gauge({
    name: 'escudo_catalog_index_build_seconds',
    help: 'How long the last full build of the search index took.',
    registers,
    collect() {
      this.set(index.stats().buildMs / 1000)
    },
  })
  new Gauge({
    name: 'escudo_catalog_changes_applied_seq',
    help: 'Number of the last catalogue change this process applied from the change log.',
    registers,
    collect() {
      this.set(feed.status().applied)
    },
  })
  new Gauge({
    name: 'escudo_catalog_changes_last_applied_timestamp_seconds',
    help: 'When this process last applied changes from the log (Unix time); time() minus this is the time since.',
    registers,
    collect() {
      this.set(feed.status().lastAppliedAt / 1000)
    },
  })
  new Gauge({
    name: 'escudo_catalog_change_feed_connected',
    help: '1 while the change feed listens to the database for the writes of other processes (always 1 embedded).',
    registers,
    collect() {
      this.set(feed.status().connected ? 1 : 0)
    },
  })
  new Gauge({
    name: 'escudo_catalog_changes_head_seq',
    help: 'Number of the newest change in the catalogue change log.',
    registers,
    async collect() {
      this.set((await changeLog())?.head ?? Number.NaN)
    },
  })
  new Gauge({
    name: 'escudo_catalog_change_feed_lag_seconds',
    help: 'Age of the oldest change by another process not yet applied here; 0 when caught up.',
    registers,
    async collect() {
      this.set((await changeLog())?.lagSeconds ?? Number.NaN)
    },
  })
  new Gauge({
    name: 'escudo_mail_outbox_unsent',
    help: 'Outbox messages not sent: pending (queued or waiting for a retry) and failed (retries used up).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const rows = await unsent()
      for (const status of UNSENT)
        this.set({ status }, rows ? (rows.find((row) => row.status === status)?.n ?? 0) : Number.NaN)
    },
  })
  if (options.backups)
    new Gauge({
      name: 'escudo_backup_age_seconds',
      help: 'Seconds since the last scheduled backup that succeeded was written; NaN before the first.',
      registers,
      async collect() {
        const rows = await read('the backups', () =>
          db
            .select({ at: max(backups.finishedAt) })
            .from(backups)
            .where(eq(backups.status, 'done')),
        )
        const at = rows?.[0]?.at
        this.set(at ? Math.max(0, (options.now().getTime() - new Date(at).getTime()) / 1000) : Number.NaN)
      },
    })
}
