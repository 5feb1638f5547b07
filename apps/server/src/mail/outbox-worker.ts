import type { FastifyBaseLogger } from 'fastify'
import type { OutboxMessage } from '../db/schema/index'
import { pollingWorker } from '../lib/polling-worker'
import { reveal } from './sealed-secret'
import type { MailTransport } from './transport'

export const RETRY = {
  /** Wait after the first failure; doubled after each further one. */
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** After this many failed attempts the message is marked `failed` and left alone. */
  maxAttempts: 10,
  /** How long a claimed message is left alone while it is being sent. */
  leaseMs: 5 * 60_000,
  batchSize: 10,
} as const

/** Delay before attempt `attempts + 1`, after `attempts` failures: 30 s, 1 min, 2 min… up to 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY.firstDelayMs * 2 ** (attempts - 1), RETRY.maxDelayMs)
}

type Repository = {
  claimDue: (now: Date, leaseUntil: Date, limit: number) => Promise<OutboxMessage[]>
  markSent: (id: string, at: Date, attempts: number) => Promise<void>
  markFailed: (id: string, attempts: number, error: string, next: Date | null) => Promise<void>
}

export type OutboxWorkerOptions = {
  repository: Repository
  transport: MailTransport
  now: () => Date
  log: FastifyBaseLogger
  pollMs: number
  /** Unseals a message's secret (outbox `secret`) to put it back where the stored text has a placeholder. */
  open: (sealed: string) => string
}

/**
 * Delivers due outbox messages in the background: at start (what a previous
 * run left), shortly after a message is queued, and every `pollMs` for retries.
 * Sweeps never overlap; `stop()` waits for the one under way.
 */
export function createOutboxWorker({ repository, transport, now, log, pollMs, open }: OutboxWorkerOptions) {
  async function deliver(message: OutboxMessage) {
    const attempts = message.attempts + 1
    try {
      await transport.send({
        to: message.to,
        subject: message.subject,
        ...(message.secret
          ? reveal({ text: message.text, html: message.html }, open(message.secret))
          : { text: message.text, html: message.html }),
      })
      await repository.markSent(message.id, now(), attempts)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const next = attempts < RETRY.maxAttempts ? new Date(now().getTime() + retryDelayMs(attempts)) : null
      log.warn({ outboxId: message.id, attempts, reason, retryAt: next }, 'email delivery failed')
      await repository.markFailed(message.id, attempts, reason, next)
    }
  }

  async function sweepOnce(stopping: () => boolean) {
    for (;;) {
      const at = now()
      const batch = await repository.claimDue(at, new Date(at.getTime() + RETRY.leaseMs), RETRY.batchSize)
      for (const message of batch) await deliver(message)
      if (batch.length < RETRY.batchSize || stopping()) return
    }
  }

  return pollingWorker({ sweepOnce, pollMs, log, what: 'outbox' })
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
