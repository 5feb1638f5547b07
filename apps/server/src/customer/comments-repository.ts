import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { comments, users, type Comment } from '../db/schema/index'
import { findComment, listComments, moderate } from './comments-moderation'

declare module 'fastify' {
  interface FastifyInstance {
    commentsRepository: ReturnType<typeof commentQueries>
  }
}

export type CommentWithAuthor = { comment: Comment; authorName: string; authorEmail: string }
export type CommentFilter = { productId?: string | undefined; hidden?: boolean | undefined }

const withAuthor = { comment: comments, authorName: users.name, authorEmail: users.email }
const mine = (userId: string, id: string) => and(eq(comments.id, id), eq(comments.userId, userId))

function commentQueries(db: Database, now: () => Date) {
  const page = async (where: SQL | undefined, offset: number, limit: number) => {
    const rows = await db
      .select(withAuthor)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(offset)
      .limit(limit)
    const [total] = await db.select({ n: count() }).from(comments).where(where)
    return { rows: rows as CommentWithAuthor[], total: total?.n ?? 0 }
  }

  const one = async (where: SQL | undefined) =>
    (
      await db.select(withAuthor).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where)
    )[0] as CommentWithAuthor | undefined

  return {
    /** Visible comments of a product, newest first. */
    listVisible: (productId: string, offset: number, limit: number) =>
      page(and(eq(comments.productId, productId), isNull(comments.hiddenAt)), offset, limit),

    list: (filter: CommentFilter, offset: number, limit: number) =>
      page(
        and(
          filter.productId ? eq(comments.productId, filter.productId) : undefined,
          filter.hidden === undefined
            ? undefined
            : filter.hidden
              ? isNotNull(comments.hiddenAt)
              : isNull(comments.hiddenAt),
        ),
        offset,
        limit,
      ),

    /** The count a product page shows; served by the (product_id, created_at) index. */
    async countVisible(productId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.productId, productId), isNull(comments.hiddenAt)))
      return row?.n ?? 0
    },

    /** Undefined when the customer already commented on the product. */
    async create(userId: string, productId: string, body: string) {
      const [row] = await db
        .insert(comments)
        .values({ userId, productId, body, createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: comments.id })
      return row && one(eq(comments.id, row.id))
    },

    findById: (id: string) => one(eq(comments.id, id)),

    /** The customer's comment on a product (hidden or not), if any. */
    findOwn: (userId: string, productId: string) =>
      one(and(eq(comments.userId, userId), eq(comments.productId, productId))),

    async editOwn(userId: string, id: string, body: string) {
      const [row] = await db
        .update(comments)
        .set({ body, editedAt: now() })
        .where(mine(userId, id))
        .returning({ id: comments.id })
      return row && one(eq(comments.id, row.id))
    },

    async setHidden(id: string, hidden: boolean) {
      const [row] = await db
        .update(comments)
        .set({ hiddenAt: hidden ? now() : null })
        .where(eq(comments.id, id))
        .returning({ id: comments.id })
      return row && one(eq(comments.id, row.id))
    },

    /** Staff moderation (`comments-moderation.ts`): the list with its filters, one comment, hide/show/review. */
    staffList: (query: Parameters<typeof listComments>[1], offset: number, limit: number) =>
      listComments({ db, now }, query, offset, limit),
    staffComment: (id: string) => findComment({ db, now }, id),
    moderate: (id: string, staffId: string, change: Parameters<typeof moderate>[3]) =>
      moderate({ db, now }, id, staffId, change),

    /** Deletes a comment; with `userId`, only that customer's own. */
    async remove(id: string, userId?: string) {
      const where = userId ? mine(userId, id) : eq(comments.id, id)
      return (await db.delete(comments).where(where).returning({ id: comments.id })).length > 0
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('commentsRepository', commentQueries(app.db, app.now))
  },
  { name: 'comments-repository', dependencies: ['db', 'clock'] },
)
