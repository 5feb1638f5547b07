import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { favorites, products } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    favoritesRepository: ReturnType<typeof favoriteQueries>
  }
}

const mine = (userId: string, id: string) => and(eq(favorites.id, id), eq(favorites.userId, userId))
// A favourite whose product was unpublished stays stored but is not shown.
const visible = (userId: string, productId?: string) =>
  and(
    eq(favorites.userId, userId),
    eq(products.published, true),
    productId ? eq(favorites.productId, productId) : undefined,
  )

function favoriteQueries(db: Database, clock: () => Date) {
  return {
    /** Adds a favourite, or answers the existing one (`created: false`), updating its note when one is sent. */
    async add(userId: string, productId: string, note: string | null | undefined) {
      const now = clock()
      const [inserted] = await db
        .insert(favorites)
        .values({ userId, productId, note: note ?? null, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning()
      if (inserted) return { favorite: inserted, created: true }
      const where = and(eq(favorites.userId, userId), eq(favorites.productId, productId))
      const [existing] =
        note === undefined
          ? await db.select().from(favorites).where(where)
          : await db.update(favorites).set({ note, updatedAt: now }).where(where).returning()
      if (!existing) throw new Error('favourite vanished between insert and read')
      return { favorite: existing, created: false }
    },

    async updateNote(userId: string, id: string, note: string | null) {
      const [row] = await db
        .update(favorites)
        .set({ note, updatedAt: clock() })
        .where(mine(userId, id))
        .returning()
      return row
    },

    async remove(userId: string, id: string) {
      const rows = await db.delete(favorites).where(mine(userId, id)).returning({ id: favorites.id })
      return rows.length > 0
    },

    /** With `productId`, only the favourite of that product (whether the customer keeps it). */
    async list(userId: string, offset: number, limit: number, productId?: string) {
      const rows = await db
        .select({ favorite: favorites })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .where(visible(userId, productId))
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .offset(offset)
        .limit(limit)
      const [total] = await db
        .select({ n: count() })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .where(visible(userId, productId))
      return { rows: rows.map((row) => row.favorite), total: total?.n ?? 0 }
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('favoritesRepository', favoriteQueries(app.db, app.now))
  },
  { name: 'favorites-repository', dependencies: ['db', 'clock'] },
)
