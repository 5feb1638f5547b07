import type { AdminContactMessageQuery } from '@escudo/contracts'
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { contactMessages, contactReplies, outbox, users, type ContactMessage } from '../db/schema/index'
import { contactResource } from './resources'
import { formatDateBr } from '../lib/brazilian-format'
import { likePattern } from '../lib/pagination'
import type { Mailer } from '../mail/mailer'

/** What the staff's inbox uses: the database, the app's clock and the mailer for replies. */
export type InboxDeps = { db: Database; now: () => Date; mailer: Mailer }

type Query = z.output<typeof AdminContactMessageQuery>

/** Contact messages with the replies staff sent, each with the delivery status of its email. */
async function withReplies(deps: InboxDeps, messages: ContactMessage[]) {
  const ids = messages.map((message) => message.id)
  const replies = ids.length
    ? await deps.db
        .select({ reply: contactReplies, authorName: users.name, delivery: outbox.status })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.authorId))
        .leftJoin(outbox, eq(outbox.id, contactReplies.outboxId))
        .where(inArray(contactReplies.contactMessageId, ids))
        .orderBy(asc(contactReplies.createdAt))
    : []
  return messages.map((message) => {
    const resource = contactResource(message)
    const own = replies.filter(({ reply }) => reply.contactMessageId === message.id)
    return {
      ...resource,
      attributes: {
        ...resource.attributes,
        replies: own.map(({ reply, authorName, delivery }) => ({
          id: reply.id,
          body: reply.body,
          authorName,
          createdAt: reply.createdAt.toISOString(),
          delivery,
        })),
      },
    }
  })
}

export async function listContactMessages(deps: InboxDeps, query: Query, offset: number, limit: number) {
  const handled = query['filter[handled]']
  const q = query['filter[q]']
  const where = and(
    handled === undefined
      ? undefined
      : handled === 'true'
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt),
    q
      ? or(
          ilike(contactMessages.name, likePattern(q)),
          ilike(contactMessages.email, likePattern(q)),
          ilike(contactMessages.company, likePattern(q)),
          ilike(contactMessages.subject, likePattern(q)),
          ilike(contactMessages.message, likePattern(q)),
        )
      : undefined,
  )
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .offset(offset)
    .limit(limit)
  const [total] = await deps.db.select({ n: count() }).from(contactMessages).where(where)
  return { data: await withReplies(deps, rows), total: total?.n ?? 0 }
}

export async function contactMessageResource(deps: InboxDeps, id: string) {
  const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id))
  return row && (await withReplies(deps, [row]))[0]
}

/**
 * Emails a reply through the outbox and stores it on the message, which becomes handled;
 * all in one transaction, so a reply is never recorded without its email or the other way round.
 */
export async function replyToContact(deps: InboxDeps, id: string, staffId: string, body: string) {
  const done = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!message) return false
    const email = await deps.mailer.queue(
      {
        to: message.email,
        locale: 'pt-BR',
        template: 'contact-reply',
        data: {
          name: message.name,
          subject: message.subject,
          reply: body,
          original: message.message,
          sentOn: formatDateBr(message.createdAt.toISOString()),
        },
      },
      tx,
    )
    const now = deps.now()
    await tx
      .insert(contactReplies)
      .values({ contactMessageId: id, authorId: staffId, body, outboxId: email.id, createdAt: now })
    if (!message.handledAt)
      await tx
        .update(contactMessages)
        .set({ handledAt: now, handledBy: staffId })
        .where(eq(contactMessages.id, id))
    return true
  })
  if (done) deps.mailer.kick()
  return done
}
