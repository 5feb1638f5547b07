import {
  CA_ATTENTION_DAYS,
  EMPTY_STATUS_COUNTS,
  OPEN_ESTIMATE_STATUSES,
  type OverviewAttributes,
} from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, count, countDistinct, desc, eq, gt, isNull, lte, sql, sum } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  commentReviews,
  comments,
  contactMessages,
  estimateLines,
  estimates,
  productViews,
  products,
} from '../db/schema/index'
import { attentionSince } from '../customer/comments-moderation'

declare module 'fastify' {
  interface FastifyInstance {
    adminOverview: AdminOverview
  }
}

const DAY_MS = 24 * 60 * 60_000
const LIST_SIZE = 8
const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const productRef = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  reference: products.reference,
}

/** What needs the brand today: one query per card, each on an index or a small table. */
async function read(db: Database, now: () => Date): Promise<OverviewAttributes> {
  const today = isoDate(now())
  const horizon = isoDate(new Date(now().getTime() + CA_ATTENTION_DAYS * DAY_MS))

  const byStatus = await db
    .select({ status: estimates.status, n: count() })
    .from(estimates)
    .groupBy(estimates.status)
  const estimatesByStatus = { ...EMPTY_STATUS_COUNTS }
  for (const { status, n } of byStatus) estimatesByStatus[status] = n

  const [contacts] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt))
  const [awaiting] = await db
    .select({ n: count() })
    .from(comments)
    .leftJoin(commentReviews, eq(commentReviews.commentId, comments.id))
    .where(
      and(
        isNull(comments.hiddenAt),
        isNull(commentReviews.commentId),
        gt(comments.createdAt, attentionSince(now())),
      ),
    )

  const expiring = lte(products.caValidUntil, horizon)
  const [caCounts] = await db
    .select({
      n: count(),
      expired: sql<number>`count(*) filter (where ${products.caValidUntil} < ${today})`.mapWith(Number),
    })
    .from(products)
    .where(expiring)
  const caProducts = await db
    .select({
      ...productRef,
      caNumber: products.caNumber,
      caValidUntil: products.caValidUntil,
      published: products.published,
    })
    .from(products)
    .where(expiring)
    .orderBy(asc(products.caValidUntil), asc(products.name))
    .limit(LIST_SIZE)

  const mostViewed = await db
    .select({ ...productRef, views: productViews.views })
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .orderBy(desc(productViews.views), asc(products.name))
    .limit(LIST_SIZE)

  const quoted = countDistinct(estimateLines.estimateId)
  const mostQuoted = await db
    .select({ ...productRef, estimates: quoted, quantity: sum(estimateLines.quantity).mapWith(Number) })
    .from(estimateLines)
    .innerJoin(products, eq(products.id, estimateLines.productId))
    .groupBy(products.id)
    .orderBy(desc(quoted), desc(sum(estimateLines.quantity)), asc(products.name))
    .limit(LIST_SIZE)

  return {
    estimatesByStatus,
    openEstimates: OPEN_ESTIMATE_STATUSES.reduce((total, status) => total + estimatesByStatus[status], 0),
    newContactMessages: contacts?.n ?? 0,
    commentsAwaiting: awaiting?.n ?? 0,
    caAttention: {
      count: caCounts?.n ?? 0,
      expired: caCounts?.expired ?? 0,
      products: caProducts.map((row) => ({ ...row, expired: row.caValidUntil < today })),
    },
    mostViewed,
    mostQuoted,
  }
}

/** The back office's home page (`read` runs the cards' queries at the current time). */
export const adminOverview = (db: Database, now: () => Date) => ({ read: () => read(db, now) })

export type AdminOverview = ReturnType<typeof adminOverview>

async function plugin(app: FastifyInstance) {
  app.decorate('adminOverview', adminOverview(app.db, app.now))
}

export default fp(plugin, { name: 'admin-overview', dependencies: ['db', 'clock'] })
