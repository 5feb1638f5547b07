import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Database } from '../db/client'
import { outbox, type NewOutboxMessage, type OutboxMessage } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: ReturnType<typeof createOutboxRepository>
  }
}

function createOutboxRepository(app: FastifyInstance) {
  return {
    /** `db` may be a transaction, so the message commits with what caused it. */
    async insert(message: NewOutboxMessage, db: Database = app.db): Promise<OutboxMessage> {
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
      return app.db.transaction(async (tx) => {
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
      await app.db
        .update(outbox)
        // The secret has reached its owner: the table keeps no trace of it, not even sealed.
        .set({ status: 'sent', sentAt: at, attempts, lastError: null, secret: null })
        .where(eq(outbox.id, id))
    },

    async markFailed(id: string, attempts: number, error: string, nextAttemptAt: Date | null) {
      await app.db
        .update(outbox)
        .set({
          attempts,
          lastError: error.slice(0, 1000),
          ...(nextAttemptAt ? { nextAttemptAt } : { status: 'failed' as const }),
        })
        .where(eq(outbox.id, id))
    },

    async findById(id: string) {
      const [row] = await app.db.select().from(outbox).where(eq(outbox.id, id))
      return row
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('outboxRepository', createOutboxRepository(app))
  },
  {
    name: 'outbox-repository',
    dependencies: ['db'],
  },
)
