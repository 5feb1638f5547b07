import type { FastifyBaseLogger } from 'fastify'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
/** Brazil's official time is -03:00 all year (no daylight saving since 2019). */
const BRAZIL_OFFSET_MS = 3 * HOUR_MS

/** The next instant after `now` (epoch ms) that is `hour`:00 in Brazil, plus `lagMs`. */
export function nextBrazilHour(now: number, hour: number, lagMs = 0): number {
  const dayStart = Math.floor((now - BRAZIL_OFFSET_MS) / DAY_MS) * DAY_MS + BRAZIL_OFFSET_MS
  const today = dayStart + hour * HOUR_MS + lagMs
  return today > now ? today : today + DAY_MS
}

/**
 * Runs `task` every day at `hour`:00 in Brazil (plus `lagMs`). The task's answer may ask for an earlier
 * extra run (`retryInMs`, e.g. after a failed download); a throw is logged. The timer never keeps the
 * process alive; `stop` ends it.
 */
export function eachDayInBrazil(
  hour: number,
  task: () => Promise<{ retryInMs?: number } | void>,
  log: FastifyBaseLogger,
  what: string,
  lagMs = 0,
) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const schedule = (retryInMs?: number) => {
    if (stopped) return
    const now = Date.now()
    const next = nextBrazilHour(now, hour, lagMs)
    const at = retryInMs !== undefined ? Math.min(now + retryInMs, next) : next
    timer = setTimeout(() => {
      task().then(
        (answer) => schedule(answer ? answer.retryInMs : undefined),
        (error: unknown) => {
          log.warn({ err: error }, `${what} failed`)
          schedule()
        },
      )
    }, at - now)
    timer.unref()
  }
  schedule()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
