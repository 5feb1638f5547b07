import { COMMENT_ATTENTION_DAYS, type AdminOpsCommentQuery } from '@escudo/contracts'
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { commentReviews, comments, products, users } from '../db/schema/index'
import { displayName, likePattern } from '../lib/pagination'

/** What moderation reads and writes with: the database and the app's clock. */
export type ModerationDeps = { db: Database; now: () => Date }

const DAY_MS = 24 * 60 * 60_000

/** Since when a visible, unreviewed comment still awaits attention. */
export const attentionSince = (now: Date) => new Date(now.getTime() - COMMENT_ATTENTION_DAYS * DAY_MS)

type Query = z.output<typeof AdminOpsCommentQuery>

const columns = {
  comment: comments,
  authorName: users.name,
  authorEmail: users.email,
  productName: products.name,
  productSlug: products.slug,
  reviewedAt: commentReviews.reviewedAt,
}
type Row = {
  comment: typeof comments.$inferSelect
  authorName: string
  authorEmail: string
  productName: string
  productSlug: string
  reviewedAt: Date | null
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function moderationResource(row: Row) {
  const { comment } = row
  return {
    type: 'comments' as const,
    id: comment.id,
    attributes: {
      body: comment.body,
      authorName: displayName(row.authorName),
      authorEmail: row.authorEmail,
      createdAt: comment.createdAt.toISOString(),
      editedAt: iso(comment.editedAt),
      edited: comment.editedAt !== null,
      hidden: comment.hiddenAt !== null,
      hiddenAt: iso(comment.hiddenAt),
      reviewed: row.reviewedAt !== null,
      reviewedAt: iso(row.reviewedAt),
      productName: row.productName,
      productSlug: row.productSlug,
    },
    relationships: { product: { data: { type: 'products' as const, id: comment.productId } } },
  }
}

function filterSql(deps: ModerationDeps, query: Query): SQL | undefined {
  const hidden = query['filter[hidden]']
  const state = query['filter[state]']
  const q = query['filter[q]']
  return and(
    query['filter[product]'] ? eq(comments.productId, query['filter[product]']) : undefined,
    hidden === undefined
      ? undefined
      : hidden === 'true'
        ? isNotNull(comments.hiddenAt)
        : isNull(comments.hiddenAt),
    state === 'hidden' ? isNotNull(comments.hiddenAt) : undefined,
    state === 'visible' ? isNull(comments.hiddenAt) : undefined,
    // The same rule as the overview's count, so the card and the list agree.
    state === 'awaiting'
      ? and(
          isNull(comments.hiddenAt),
          isNull(commentReviews.commentId),
          gt(comments.createdAt, attentionSince(deps.now())),
        )
      : undefined,
    q
      ? or(
          ilike(comments.body, likePattern(q)),
          ilike(users.name, likePattern(q)),
          ilike(users.email, likePattern(q)),
          ilike(products.name, likePattern(q)),
        )
      : undefined,
  )
}

const joined = (deps: ModerationDeps) =>
  deps.db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(products, eq(products.id, comments.productId))
    .leftJoin(commentReviews, eq(commentReviews.commentId, comments.id))

export async function listComments(deps: ModerationDeps, query: Query, offset: number, limit: number) {
  const where = filterSql(deps, query)
  const rows = (await joined(deps)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .offset(offset)
    .limit(limit)) as Row[]
  const [total] = await deps.db
    .select({ n: count() })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(products, eq(products.id, comments.productId))
    .leftJoin(commentReviews, eq(commentReviews.commentId, comments.id))
    .where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function findComment(deps: ModerationDeps, id: string) {
  const [row] = (await joined(deps).where(eq(comments.id, id))) as Row[]
  return row
}

/** Hides or shows, and records the review: a comment staff acted on no longer awaits attention. */
export async function moderate(
  deps: ModerationDeps,
  id: string,
  staffId: string,
  change: { hidden?: boolean | undefined; reviewed?: boolean | undefined },
) {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [comment] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id))
    if (!comment) return false
    if (change.hidden !== undefined)
      await tx
        .update(comments)
        .set({ hiddenAt: change.hidden ? now : null })
        .where(eq(comments.id, id))
    if (change.reviewed === false) await tx.delete(commentReviews).where(eq(commentReviews.commentId, id))
    else
      await tx
        .insert(commentReviews)
        .values({ commentId: id, reviewedBy: staffId, reviewedAt: now })
        .onConflictDoUpdate({
          target: commentReviews.commentId,
          set: { reviewedBy: staffId, reviewedAt: now },
        })
    return true
  })
}
