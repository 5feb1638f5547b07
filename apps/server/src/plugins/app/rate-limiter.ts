import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { eq, lt, sql } from 'drizzle-orm'
import { AUTH_ERROR_CODES } from '@escudo/contracts'
import type { RateLimitName } from '../../config/rate-limits'
import { rateLimitCounters as counters } from '../../db/schema/index'
import { codedProblem } from '../../lib/errors'

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter
  }
}

export type RateLimiter = {
  /**
   * Counts one hit of `rule` for `subject` (an email or IP address) and throws
   * 429 with Retry-After once the count passes the rule's limit in its window.
   */
  consume: (rule: RateLimitName, subject: string, reply: FastifyReply) => Promise<void>
  /** Counts one hit like `consume`, and says whether the count is past the limit instead of refusing. */
  hit: (rule: RateLimitName, subject: string) => Promise<boolean>
  /** Takes one hit back, e.g. a login that turned out right is not a failure. */
  refund: (rule: RateLimitName, subject: string) => Promise<void>
}

/** The subject of the per-email failure limit: one email as tried from one client address. */
export const emailFromAddress = (email: string, ip: string) => `${email.toLowerCase()}\n${ip}`

const CLEAN_UP_EVERY_MS = 10 * 60_000

/**
 * Fixed windows counted in the database, so every process behind a load
 * balancer sees the same counts (docs/decisions/004-accounts.md). One
 * upsert per hit: the window restarts when it has ended.
 */
async function rateLimiter(app: FastifyInstance) {
  const keyOf = (rule: RateLimitName, subject: string) =>
    createHash('sha256').update(`${rule}\n${subject.toLowerCase()}`).digest('base64url')

  const count = async (rule: RateLimitName, subject: string) => {
    const { windowMs } = app.config.rateLimits[rule]
    const now = app.now()
    const nowSql = sql`${now.toISOString()}::timestamptz`
    const windowEnds = new Date(now.getTime() + windowMs)
    const [row] = await app.db
      .insert(counters)
      .values({ key: keyOf(rule, subject), hits: 1, windowEndsAt: windowEnds })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          hits: sql`case when ${counters.windowEndsAt} <= ${nowSql} then 1 else ${counters.hits} + 1 end`,
          windowEndsAt: sql`case when ${counters.windowEndsAt} <= ${nowSql}
            then ${windowEnds.toISOString()}::timestamptz else ${counters.windowEndsAt} end`,
        },
      })
      .returning()
    return { row, now }
  }

  const hit: RateLimiter['hit'] = async (rule, subject) => {
    const { row } = await count(rule, subject)
    return row !== undefined && row.hits > app.config.rateLimits[rule].max
  }

  const consume: RateLimiter['consume'] = async (rule, subject, reply) => {
    const { row, now } = await count(rule, subject)
    if (!row || row.hits <= app.config.rateLimits[rule].max) return
    const retryAfter = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000))
    reply.header('retry-after', String(retryAfter))
    const minutes = Math.ceil(retryAfter / 60)
    throw codedProblem(429, AUTH_ERROR_CODES.rateLimited, {
      'pt-BR': `Muitas tentativas. Tente de novo em ${minutes} minuto${minutes > 1 ? 's' : ''}.`,
      en: `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    })
  }

  const refund: RateLimiter['refund'] = async (rule, subject) => {
    await app.db
      .update(counters)
      .set({ hits: sql`greatest(${counters.hits} - 1, 0)` })
      .where(eq(counters.key, keyOf(rule, subject)))
  }

  // Counters of subjects that never came back would pile up; expired ones mean nothing.
  const timer = setInterval(() => {
    app.db
      .delete(counters)
      .where(lt(counters.windowEndsAt, app.now()))
      .catch((err: unknown) => app.log.warn({ err }, 'rate-limit clean-up failed'))
  }, CLEAN_UP_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))

  app.decorate('rateLimiter', { consume, hit, refund })
}

export default fp(rateLimiter, { name: 'rate-limiter', dependencies: ['db', 'clock'] })
