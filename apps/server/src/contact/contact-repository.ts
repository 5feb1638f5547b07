import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contactMessages } from '../db/schema/index'
import { brandInbox } from '../mail/brand-inbox'
import type { Mailer } from '../mail/mailer'
import { inTransaction } from '../db/transaction'
import type { Webhooks } from '../webhooks/plugin'
import { contactMessageResource, listContactMessages, replyToContact } from './staff-inbox'

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ReturnType<typeof contactQueries>
  }
}

type NewContact = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'handledAt' | 'handledBy'>

/** `inbox`: the brand's address, where each message is emailed. */
function contactQueries(
  db: Database,
  now: () => Date,
  mailer: Mailer,
  inbox: string,
  webhooks: Pick<Webhooks, 'emit' | 'kick'>,
) {
  return {
    /**
     * Stores a message, queues its email to the brand and records its `contact_message.created` webhook event
     * (the staff's document of it) in one transaction; `mailer.kick()` after it.
     */
    submit: async (message: NewContact & { phone: string | null; company: string | null }) => {
      const stored = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...message, createdAt: now() })
          .returning()
        if (!row) throw new Error('contact insert returned nothing')
        await mailer.queue({ to: inbox, locale: 'pt-BR', template: 'contact-message', data: message }, tx)
        await webhooks.emit(tx, {
          type: 'contact_message.created',
          resource: { type: 'contact-messages', id: row.id },
          data: async (inTx) => ({ data: await contactMessageResource({ db: inTx, now, mailer }, row.id) }),
        })
        return row
      })
      webhooks.kick()
      return stored
    },

    async list(handled: boolean | undefined, offset: number, limit: number) {
      const where =
        handled === undefined
          ? undefined
          : handled
            ? isNotNull(contactMessages.handledAt)
            : isNull(contactMessages.handledAt)
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .offset(offset)
        .limit(limit)
      const [total] = await db.select({ n: count() }).from(contactMessages).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    /** The staff's inbox (`staff-inbox.ts`): messages with their replies, one message, a reply emailed. */
    staffList: (query: Parameters<typeof listContactMessages>[1], offset: number, limit: number) =>
      listContactMessages({ db, now, mailer }, query, offset, limit),
    staffMessage: (id: string) => contactMessageResource({ db, now, mailer }, id),
    reply: (id: string, staffId: string, body: string) =>
      replyToContact({ db, now, mailer }, id, staffId, body),

    async setHandled(id: string, handled: boolean, staffId: string) {
      const [row] = await db
        .update(contactMessages)
        .set(handled ? { handledAt: now(), handledBy: staffId } : { handledAt: null, handledBy: null })
        .where(eq(contactMessages.id, id))
        .returning()
      return row
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'contactRepository',
      contactQueries(app.db, app.now, app.mailer, brandInbox(app.config.mailFrom), app.webhooks),
    )
  },
  { name: 'contact-repository', dependencies: ['db', 'clock', 'mail', 'webhooks'] },
)
