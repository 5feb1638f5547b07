import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every expiry, rate-limit window and retry is computed from; tests move it. */
    now: () => Date
    /** Waits, e.g. before answering a login that keeps failing; tests record it instead. */
    sleep: (ms: number) => Promise<void>
  }
}

export type ClockOptions = { now?: () => Date; sleep?: (ms: number) => Promise<void> }

async function clock(app: FastifyInstance, { now, sleep }: ClockOptions) {
  app.decorate('now', now ?? (() => new Date()))
  app.decorate('sleep', sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))
}

export default fp(clock, { name: 'clock' })
