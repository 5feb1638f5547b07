import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { refreshTokens, type RefreshToken } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: ReturnType<typeof createRefreshTokensRepository>
  }
}

function createRefreshTokensRepository(database: Database) {
  return {
    async insert(row: Omit<RefreshToken, 'id' | 'rotatedAt' | 'revokedAt'>) {
      await database.insert(refreshTokens).values(row)
    },

    async findByHash(tokenHash: string): Promise<RefreshToken | undefined> {
      const [row] = await database.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return row
    },

    /**
     * Marks a live token rotated and stores its successor, in one transaction. True only for the one caller
     * that rotates it: a concurrent refresh waits on the row lock, then finds it rotated and the successor there.
     */
    async rotate(
      id: string,
      at: Date,
      successor: Omit<RefreshToken, 'id' | 'rotatedAt' | 'revokedAt'>,
    ): Promise<boolean> {
      return database.transaction(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ rotatedAt: at })
          .where(
            and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
          )
          .returning({ id: refreshTokens.id })
        if (rows.length !== 1) return false
        await tx.insert(refreshTokens).values(successor)
        return true
      })
    },

    /** Whether a token is still usable: neither rotated nor revoked nor expired. */
    async isLive(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await database
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
      return row !== undefined
    },

    async revokeFamily(familyId: string, at: Date) {
      await database
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },

    async revokeAllOfUser(userId: string, at: Date, db: Database = database) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('refreshTokensRepository', createRefreshTokensRepository(app.db))
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
)
