import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, count, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '../db/client'
import { outbox, type NewOutboxMessage, type OutboxMessage } from '../db/schema/index'
import { listOutbox, retryOutbox } from './outbox-list'

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: ReturnType<typeof createOutboxRepository>
  }
}

function createOutboxRepository(database: Database, now: () => Date) {
  const findById = async (id: string) => {
    const [row] = await database.select().from(outbox).where(eq(outbox.id, id))
    return row
  }
  return {
    /** `db` may be a transaction, so the message commits with what caused it. */
    async insert(message: NewOutboxMessage, db: Database = database): Promise<OutboxMessage> {
      const [row] = await db.insert(outbox).values(message).returning()
      if (!row) throw new Error('outbox insert returned nothing')
      return row
    },

    /**
     * Takes up to `limit` due messages and pushes their next attempt to
     * `leaseUntil`, so another process (or this one after a crash) leaves them
     * alone while they are being sent, and retries them if it never finishes.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxMessage[]> {
      return database.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true })
        if (due.length === 0) return []
        return tx
          .update(outbox)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
      })
    },

    async markSent(id: string, at: Date, attempts: number) {
      await database
        .update(outbox)
        // The secret has reached its owner: the table keeps no trace of it, not even sealed.
        .set({ status: 'sent', sentAt: at, attempts, lastError: null, secret: null })
        .where(eq(outbox.id, id))
    },

    async markFailed(id: string, attempts: number, error: string, nextAttemptAt: Date | null) {
      await database
        .update(outbox)
        .set({
          attempts,
          lastError: error.slice(0, 1000),
          ...(nextAttemptAt ? { nextAttemptAt } : { status: 'failed' as const }),
        })
        .where(eq(outbox.id, id))
    },

    findById,

    /** The staff's list, with the count per status (`outbox-list.ts`). */
    staffList: (query: Parameters<typeof listOutbox>[1], offset: number, limit: number) =>
      listOutbox(database, query, offset, limit),

    /** The sealed secrets of the messages of `template` to `to` not yet sent (sending drops them). */
    sealedSecrets: async (to: string, template: string) =>
      (
        await database
          .select({ secret: outbox.secret })
          .from(outbox)
          .where(and(eq(outbox.to, to), eq(outbox.template, template), isNotNull(outbox.secret)))
      ).flatMap((row) => (row.secret ? [row.secret] : [])),

    /** How many messages wait to be delivered. */
    async pendingCount() {
      const [row] = await database.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'))
      return row?.n ?? 0
    },

    /** A failed message back to pending, due now (409 otherwise); kick the worker when one is returned. */
    retry: (id: string) => retryOutbox({ db: database, now, findById }, id),
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('outboxRepository', createOutboxRepository(app.db, app.now))
  },
  {
    name: 'outbox-repository',
    dependencies: ['db', 'clock'],
  },
)
