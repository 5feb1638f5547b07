import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import type { AccessLogSetting } from '../../config/env'

/**
 * Fastify's request logging, kept to the requests an operator has to look at (ACCESS_LOG=errors, the
 * default): those that failed, were answered 5xx, or took longer than ACCESS_LOG_SLOW_MS. Two JSON lines
 * at info for every request were a large share of the catalogue list's time (issue 19); a metrics scrape
 * (/metrics) counts and times every request instead. Errors the error handler sees are logged there too,
 * as before, whatever the setting.
 */
class ProblemsOnly extends LogController {
  constructor(private readonly slowMs: number) {
    super()
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
    } else if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, responseTime }, 'request completed')
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request')
    }
  }
}

/** The `logController` Fastify is built with; undefined keeps Fastify's own (every request, ACCESS_LOG=all). */
export const accessLogController = (setting: AccessLogSetting): LogController | undefined =>
  setting.mode === 'all' ? undefined : new ProblemsOnly(setting.slowMs)
