import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { refreshTokens, type RefreshToken } from '../../../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: ReturnType<typeof createRefreshTokensRepository>
  }
}

function createRefreshTokensRepository(app: FastifyInstance) {
  return {
    async insert(row: Omit<RefreshToken, 'id' | 'rotatedAt' | 'revokedAt'>) {
      await app.db.insert(refreshTokens).values(row)
    },

    async findByHash(tokenHash: string): Promise<RefreshToken | undefined> {
      const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return row
    },

    /** True only for the one caller that rotates a live token: two concurrent refreshes cannot both win. */
    async markRotated(id: string, at: Date): Promise<boolean> {
      const rows = await app.db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id })
      return rows.length === 1
    },

    async revokeFamily(familyId: string, at: Date) {
      await app.db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },

    async revokeAllOfUser(userId: string, at: Date, db: Database = app.db) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('refreshTokensRepository', createRefreshTokensRepository(app))
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
)
