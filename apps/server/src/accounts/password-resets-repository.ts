import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { passwordResetTokens as resets } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: ReturnType<typeof createPasswordResetsRepository>
  }
}

function createPasswordResetsRepository(database: Database) {
  return {
    async insert(
      row: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
      db: Database = database,
    ) {
      await db.insert(resets).values(row)
    },

    /**
     * Uses a live token once: marks it used and answers its user, in one
     * statement, so a second use (even a concurrent one) gets nothing.
     */
    async consume(tokenHash: string, at: Date, db: Database = database): Promise<string | undefined> {
      const [row] = await db
        .update(resets)
        .set({ usedAt: at })
        .where(and(eq(resets.tokenHash, tokenHash), isNull(resets.usedAt), gt(resets.expiresAt, at)))
        .returning({ userId: resets.userId })
      return row?.userId
    },

    /** After a reset, the other links sent to that user stop working too. */
    async invalidateAllOfUser(userId: string, at: Date, db: Database = database) {
      await db
        .update(resets)
        .set({ usedAt: at })
        .where(and(eq(resets.userId, userId), isNull(resets.usedAt)))
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('passwordResetsRepository', createPasswordResetsRepository(app.db))
  },
  { name: 'password-resets-repository', dependencies: ['db'] },
)
