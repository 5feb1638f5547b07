import type { FastifyBaseLogger } from 'fastify'

/**
 * The timing of a background worker that drains a table (the mail outbox, webhook deliveries): a sweep at
 * start (what a previous run left), shortly after something is queued (`kick`), and every `pollMs`. Sweeps
 * never overlap; `stop()` waits for the one under way. `sweepOnce` is told whether the worker is stopping.
 */
export function pollingWorker({
  sweepOnce,
  pollMs,
  kickMs = 10,
  log,
  what,
}: {
  sweepOnce: (stopping: () => boolean) => Promise<void>
  pollMs: number
  /** How soon after a kick the sweep runs: the kicks meanwhile are handled by the same sweep. */
  kickMs?: number
  log: FastifyBaseLogger
  /** Names the sweep in the log: `outbox`, `webhook`. */
  what: string
}) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let current: Promise<void> = Promise.resolve()

  /** Runs a sweep after the one under way; resolves when it is done. Never rejects. */
  function sweep(): Promise<void> {
    current = current.then(() =>
      sweepOnce(() => stopped).catch((err: unknown) =>
        log.error({ err }, `${what} sweep failed; retrying later`),
      ),
    )
    return current
  }

  /** When the scheduled sweep starts (ms since the epoch); Infinity when none is. */
  let dueAt = Infinity

  /**
   * Schedules a sweep `delayMs` from now, unless one is already scheduled sooner: a stream of kicks (a write
   * every few milliseconds) never postpones a sweep, nor does the poll after a sweep postpone a kick's.
   */
  function schedule(delayMs: number) {
    if (stopped) return
    const at = Date.now() + delayMs
    if (timer !== undefined && dueAt <= at) return
    clearTimeout(timer)
    dueAt = at
    timer = setTimeout(() => {
      timer = undefined
      dueAt = Infinity
      void sweep().then(() => schedule(pollMs))
    }, delayMs)
    // The HTTP server keeps the process alive, not this timer.
    timer.unref()
  }

  return {
    start: () => schedule(0),
    /** Something was queued: handle it soon rather than at the next poll. */
    kick: () => schedule(kickMs),
    sweep,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
