import type { OutboxQuery, OutboxStatus } from '@escudo/contracts'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { outbox, type OutboxMessage } from '../db/schema/index'
import { codedProblem } from '../lib/errors'
import { likePattern } from '../lib/pagination'
import { SECRET_PLACEHOLDER } from './sealed-secret'

type Query = z.output<typeof OutboxQuery>

/**
 * A link's secret parameters (`token`, `code`, `key`…) masked in what staff read (issue 32). Secrets the mailer
 * knows are sealed and never stored readable (sealed-secret.ts); this also covers a template that would put one
 * in a link without declaring it.
 */
export const maskLinkSecrets = (content: string) =>
  content.replace(/([?&;](?:token|code|key|secret|signature)=)[^&\s"'<>]+/gi, `$1${SECRET_PLACEHOLDER}`)

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
      ...(full ? { text: maskLinkSecrets(message.text), html: maskLinkSecrets(message.html) } : {}),
    },
  }
}

export async function listOutbox(db: Database, query: Query, offset: number, limit: number) {
  const q = query['filter[q]']
  const search = q ? or(ilike(outbox.to, likePattern(q)), ilike(outbox.subject, likePattern(q))) : undefined
  const status = query['filter[status]']
  const where = and(search, status ? eq(outbox.status, status) : undefined)
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .offset(offset)
    .limit(limit)
  const [total] = await db.select({ n: count() }).from(outbox).where(where)
  const perStatus = await db
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
 * once more and, if that fails too, it is `failed` again (it already used its automatic retries). The caller
 * kicks the worker when a message is returned.
 */
export async function retryOutbox(
  deps: { db: Database; now: () => Date; findById: (id: string) => Promise<OutboxMessage | undefined> },
  id: string,
) {
  const current = await deps.findById(id)
  if (!current) return undefined
  if (current.status !== 'failed')
    throw codedProblem(
      409,
      'not_failed',
      current.status === 'sent'
        ? { 'pt-BR': 'Este e-mail já foi enviado.', en: 'This e-mail has already been sent.' }
        : {
            'pt-BR': 'Este e-mail já está na fila: o envio é tentado automaticamente.',
            en: 'This e-mail is already queued: sending is retried automatically.',
          },
      { pointer: '/data/attributes/status' },
    )
  const [row] = await deps.db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: deps.now() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning()
  return row ?? current
}
