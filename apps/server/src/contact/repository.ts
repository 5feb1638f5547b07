import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contactMessages } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ReturnType<typeof contactQueries>
  }
}

type NewContact = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'handledAt' | 'handledBy'>

function contactQueries(app: FastifyInstance) {
  const db = app.db
  return {
    async insert(message: NewContact, tx: Database = db) {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...message, createdAt: app.now() })
        .returning()
      if (!row) throw new Error('contact insert returned nothing')
      return row
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

    async setHandled(id: string, handled: boolean, staffId: string) {
      const [row] = await db
        .update(contactMessages)
        .set(handled ? { handledAt: app.now(), handledBy: staffId } : { handledAt: null, handledBy: null })
        .where(eq(contactMessages.id, id))
        .returning()
      return row
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('contactRepository', contactQueries(app))
  },
  { name: 'contact-repository', dependencies: ['db', 'clock'] },
)
