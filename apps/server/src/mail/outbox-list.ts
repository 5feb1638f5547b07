import type { OutboxQuery, OutboxStatus } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { z } from 'zod'
import { outbox, type OutboxMessage } from '../db/schema/index'
import { codedProblem } from '../lib/errors'
import { likePattern } from '../lib/pagination'

type Query = z.output<typeof OutboxQuery>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function outboxResource(message: OutboxMessage, full = false) {
  return {
    type: 'outbox-messages' as const,
    id: message.id,
    attributes: {
      to: message.to,
      subject: message.subject,
      template: message.template,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      nextAttemptAt: message.status === 'pending' ? iso(message.nextAttemptAt) : null,
      sentAt: iso(message.sentAt),
      createdAt: message.createdAt.toISOString(),
      ...(full ? { text: message.text, html: message.html } : {}),
    },
  }
}

export async function listOutbox(app: FastifyInstance, query: Query, offset: number, limit: number) {
  const q = query['filter[q]']
  const search = q ? or(ilike(outbox.to, likePattern(q)), ilike(outbox.subject, likePattern(q))) : undefined
  const status = query['filter[status]']
  const where = and(search, status ? eq(outbox.status, status) : undefined)
  const rows = await app.db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .offset(offset)
    .limit(limit)
  const [total] = await app.db.select({ n: count() }).from(outbox).where(where)
  const perStatus = await app.db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(search)
    .groupBy(outbox.status)
  const statusCounts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 }
  for (const row of perStatus) statusCounts[row.status] = row.n
  return { data: rows.map((row) => outboxResource(row)), total: total?.n ?? 0, statusCounts }
}

/**
 * A failed message goes back to `pending`, due now, keeping its attempt count: the worker tries
 * once more and, if that fails too, it is `failed` again (it already used its automatic retries).
 */
export async function retryOutbox(app: FastifyInstance, id: string) {
  const current = await app.outboxRepository.findById(id)
  if (!current) return undefined
  if (current.status !== 'failed')
    throw codedProblem(
      409,
      'not_failed',
      current.status === 'sent'
        ? 'Este e-mail já foi enviado.'
        : 'Este e-mail já está na fila: o envio é tentado automaticamente.',
      { pointer: '/data/attributes/status' },
    )
  const [row] = await app.db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: app.now() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning()
  app.mailer.kick()
  return row ?? current
}
