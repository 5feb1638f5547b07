import type { FastifyBaseLogger } from 'fastify'
import type { OutboxMessage } from '../db/schema/index'
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
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let current: Promise<void> = Promise.resolve()

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

  async function sweepOnce() {
    for (;;) {
      const at = now()
      const batch = await repository.claimDue(at, new Date(at.getTime() + RETRY.leaseMs), RETRY.batchSize)
      for (const message of batch) await deliver(message)
      if (batch.length < RETRY.batchSize || stopped) return
    }
  }

  /** Runs a sweep after the one under way; resolves when it is done. Never rejects. */
  function sweep(): Promise<void> {
    current = current.then(() =>
      sweepOnce().catch((err: unknown) => log.error({ err }, 'outbox sweep failed; retrying later')),
    )
    return current
  }

  function schedule(delayMs: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      void sweep().then(() => schedule(pollMs))
    }, delayMs)
    // The HTTP server keeps the process alive, not this timer.
    timer.unref()
  }

  return {
    start: () => schedule(0),
    /** Something was queued: send it soon rather than at the next poll. */
    kick: () => schedule(10),
    sweep,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
