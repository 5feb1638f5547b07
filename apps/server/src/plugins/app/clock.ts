import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every expiry, rate-limit window and retry is computed from; tests move it. */
    now: () => Date
  }
}

export type ClockOptions = { now?: () => Date }

async function clock(app: FastifyInstance, { now }: ClockOptions) {
  app.decorate('now', now ?? (() => new Date()))
}

export default fp(clock, { name: 'clock' })
