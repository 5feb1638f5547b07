import type { FastifyBaseLogger } from 'fastify'
import { pollingWorker } from '../lib/polling-worker'
import type { AttemptOutcome, ClaimedDelivery, FanOut, WebhooksRepository } from './webhooks-repository'
import type { AttemptResult } from './sender'
import { signedHeaders } from './signature'

/**
 * The wait after each failed attempt (issue 37): 5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 12 h, 12 h, each with up to
 * 10 % of jitter; the ninth failure is final. Retries go on for 31 hours, past the 24 the issue asks for.
 */
export const RETRY_DELAYS_MS = [
  5_000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000, 43_200_000, 43_200_000,
]
export const JITTER = 0.1

export const DELIVERY = {
  /** How long a claimed delivery is left alone while it is sent: past the 10 s timeout with a margin. */
  leaseMs: 60_000,
  /** Deliveries sent at once by one process: a slow receiver holds at most these. */
  concurrency: 8,
  /**
   * Deliveries claimed (and events fanned out) per transaction: sent `concurrency` at a time, so the last of
   * them starts within 4 timeouts (40 s), inside the lease.
   */
  claim: 32,
  /**
   * How soon after a commit that recorded an event the worker sweeps: the events of the writes meanwhile are
   * rendered, fanned out and claimed with it, in one batch.
   */
  kickMs: 50,
  /** An endpoint failing this long is disabled, and the admins get an e-mail. */
  disableAfterMs: 3 * 24 * 60 * 60_000,
} as const

/** When to try again after `attempts` failures (null: give up), with `random()` in [0, 1) for the jitter. */
export function nextAttemptAt(at: Date, attempts: number, random: () => number = Math.random): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  if (delay === undefined) return null
  return new Date(at.getTime() + Math.round(delay * (1 + JITTER * random())))
}

export type DeliveryWorkerOptions = {
  repository: Pick<WebhooksRepository, 'claimDue' | 'recordAttempts'>
  post: (url: string, headers: Record<string, string>, body: string) => Promise<AttemptResult>
  open: (sealed: string) => string
  now: () => Date
  log: FastifyBaseLogger
  pollMs: number
  onDisabled: Parameters<WebhooksRepository['recordAttempts']>[2]
  /** Runs before each claim (the documents waiting to be rendered: `deferredRenders`). */
  prepare: () => Promise<void>
  /** What the claim's fan-out needs (see `FanOut`), at each claim. */
  fanOut: () => FanOut
}

/** Runs `work` on each of `items`, at most `limit` at once; answers the results in order. */
async function eachAtMost<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

/**
 * Delivers due webhook deliveries in the background, like the mail outbox's worker: at start, soon after an
 * event is queued (`kick`), and every `pollMs`. Each sweep fans out the events recorded since (their deliveries),
 * claims at most `claim` deliveries in the same transaction and sends them `concurrency` at a time; sweeps never
 * overlap; `stop()` waits for the one under way.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { repository, post, open, now, log, pollMs, onDisabled, prepare, fanOut } = options

  /** Sends one delivery; answers its outcome (recorded with the batch's). */
  async function deliver(delivery: ClaimedDelivery, bodies: Map<string, string>): Promise<AttemptOutcome> {
    // One event's body, serialized once for all its endpoints.
    const body = bodies.get(delivery.eventId) ?? JSON.stringify(delivery.payload)
    bodies.set(delivery.eventId, body)
    const secrets = delivery.sealedSecrets.map(open)
    const result = await post(delivery.url, signedHeaders(secrets, delivery.eventId, now(), body), body)
    const at = now()
    const success = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300
    const attempts = delivery.attempts + 1
    const next = success ? null : nextAttemptAt(at, attempts)
    if (!success)
      log.warn(
        { deliveryId: delivery.id, attempts, statusCode: result.statusCode, retryAt: next },
        'webhook delivery failed',
      )
    return { at, success, ...result, nextAttemptAt: next }
  }

  async function sweepOnce(stopping: () => boolean) {
    for (;;) {
      await prepare()
      const at = now()
      const { deliveries, more } = await repository.claimDue(
        at,
        new Date(at.getTime() + DELIVERY.leaseMs),
        DELIVERY.claim,
        fanOut(),
      )
      // Sent `concurrency` at a time; their outcomes written in one transaction when the batch ends (a crash
      // before that sends them again when the lease ends: at least once).
      const bodies = new Map<string, string>()
      const outcomes = await eachAtMost(deliveries, DELIVERY.concurrency, async (delivery) => {
        try {
          return { delivery, outcome: await deliver(delivery, bodies) }
        } catch (err: unknown) {
          log.error({ err, deliveryId: delivery.id }, 'webhook delivery error')
          return undefined
        }
      })
      await repository.recordAttempts(
        outcomes.filter((entry) => entry !== undefined),
        DELIVERY.disableAfterMs,
        onDisabled,
      )
      // Again while there was something: a delivered event may have let the next of its resource through.
      if ((deliveries.length === 0 && !more) || stopping()) return
    }
  }

  return pollingWorker({ sweepOnce, pollMs, kickMs: DELIVERY.kickMs, log, what: 'webhook' })
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>
