import type { FastifyInstance } from 'fastify'

/**
 * Calls `flush` every `ms` (the timer never keeps the process alive) and once more when the app closes, so
 * counts buffered in memory reach the database on a clean shutdown.
 */
export function flushEvery(app: FastifyInstance, ms: number, flush: () => Promise<void>) {
  const timer = setInterval(() => void flush(), ms)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await flush()
  })
}
