import type {
  DatabaseKind,
  NotReadyCode,
  NotReadyResponse,
  ReadinessChecks,
  ReadinessResponse,
} from '@escudo/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { DeadlineExceeded, withDeadline } from './deadline'
import type { FeedPosition } from './feed-position'

export const READINESS = {
  /** How long the database gets to answer a probe; keep the load balancer's probe timeout above it. */
  databaseTimeoutMs: 2_000,
  /**
   * How far behind the change log a process may fall and stay in rotation. Above the time a full index
   * rebuild takes on a large catalogue (a taxonomy change rebuilds every process at once, decision 020,
   * and their old index serves meanwhile), so that one never takes every process out together.
   */
  maxLagSeconds: 60,
} as const

/** What the checks look at: the database's answer (or why there was none), the index and the feed. */
export type ReadinessInput = {
  database: { ok: true; position: FeedPosition } | { ok: false; timedOut: boolean }
  indexBuilt: boolean
  feedConnected: boolean
}

type Failure = { check: keyof ReadinessChecks; code: NotReadyCode; detail: string }

export type Readiness = { ready: true; body: ReadinessResponse } | { ready: false; body: NotReadyResponse }

/** The failed checks, each with a stable code and a line an operator can act on. */
export function readinessFailures(input: ReadinessInput, limits = READINESS): Failure[] {
  const failures: Failure[] = []
  const { database } = input
  if (!database.ok)
    failures.push(
      database.timedOut
        ? {
            check: 'database',
            code: 'database_timeout',
            detail: `The database did not answer within ${limits.databaseTimeoutMs / 1000} s.`,
          }
        : { check: 'database', code: 'database_unreachable', detail: 'The database query failed.' },
    )
  if (!input.indexBuilt)
    failures.push({
      check: 'index',
      code: 'index_not_built',
      detail: 'The catalogue index is not built yet.',
    })
  if (!input.feedConnected)
    failures.push({
      check: 'changeFeed',
      code: 'change_feed_disconnected',
      detail: 'The catalogue change feed is not listening to the database (it is reconnecting).',
    })
  else if (database.ok && database.position.lagSeconds > limits.maxLagSeconds)
    failures.push({
      check: 'changeFeed',
      code: 'change_feed_behind',
      detail: `The oldest catalogue change not applied here was written ${Math.round(database.position.lagSeconds)} s ago.`,
    })
  return failures
}

export function readinessReport(database: DatabaseKind, failures: Failure[]): Readiness {
  const checks: ReadinessChecks = { database: 'pass', index: 'pass', changeFeed: 'pass' }
  for (const failure of failures) checks[failure.check] = 'fail'
  if (failures.length === 0) return { ready: true, body: { status: 'ready', database, checks } }
  const errors = failures.map(({ code, detail }) => ({ status: '503', code, title: 'Not ready', detail }))
  return { ready: false, body: { errors, meta: { checks } } }
}

export type ReadinessOptions = {
  kind: DatabaseKind
  /** The database round trip of a probe (shared with the metrics scrape). */
  position: () => Promise<FeedPosition>
  indexBuilt: () => boolean
  feedConnected: () => boolean
  log: FastifyBaseLogger
}

/**
 * Readiness for load balancers: the database answers in time, the catalogue index is built, and the change
 * feed listens and is not far behind. Logs when the answer changes, not on every probe.
 */
export function createReadiness({ kind, position, indexBuilt, feedConnected, log }: ReadinessOptions) {
  let wasReady = true
  return async function check(): Promise<Readiness> {
    let database: ReadinessInput['database']
    let cause: unknown
    try {
      database = {
        ok: true,
        position: await withDeadline(position(), READINESS.databaseTimeoutMs, 'database'),
      }
    } catch (error) {
      cause = error
      database = { ok: false, timedOut: error instanceof DeadlineExceeded }
    }
    const failures = readinessFailures({ database, indexBuilt: indexBuilt(), feedConnected: feedConnected() })
    const report = readinessReport(kind, failures)
    if (!report.ready && wasReady)
      log.warn({ err: cause, failed: failures.map((failure) => failure.code) }, 'not ready')
    else if (report.ready && !wasReady) log.info('ready again')
    wasReady = report.ready
    return report
  }
}

export type ReadinessCheck = ReturnType<typeof createReadiness>
