import {
  EMPTY_STATUS_COUNTS,
  OPEN_ESTIMATE_STATUSES,
  type AdminEstimateInboxQuery,
  type EstimateStatus,
} from '@escudo/contracts'
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { estimateLines, estimates, products, users } from '../db/schema/index'
import { estimateResource, lineChecks } from './resources'
import { likePattern, pageLinks, pageOffset } from '../lib/pagination'
import { customerColumns, type EstimatesRepository } from './estimates-repository'

export type InboxQuery = z.output<typeof AdminEstimateInboxQuery>
type Filter = {
  statuses?: EstimateStatus[] | undefined
  q?: string | undefined
  customerId?: string | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SORTS = {
  createdAt: estimates.createdAt,
  updatedAt: estimates.updatedAt,
  number: estimates.number,
} as const

/** The search box finds an estimate by customer (name, email, company), product (name, reference), number or id. */
function matches(db: Database, q: string): SQL | undefined {
  const pattern = likePattern(q)
  const product = db
    .select({ one: estimateLines.id })
    .from(estimateLines)
    .innerJoin(products, eq(products.id, estimateLines.productId))
    .where(
      and(
        eq(estimateLines.estimateId, estimates.id),
        or(ilike(products.name, pattern), ilike(products.reference, pattern)),
      ),
    )
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.company, pattern),
    exists(product),
    /^#?\d{1,9}$/.test(q) ? eq(estimates.number, Number(q.replace('#', ''))) : undefined,
    UUID.test(q) ? eq(estimates.id, q.toLowerCase()) : undefined,
  )
}

const where = (db: Database, { statuses, q, customerId }: Filter) =>
  and(
    customerId ? eq(estimates.userId, customerId) : undefined,
    statuses?.length ? inArray(estimates.status, statuses) : undefined,
    q ? matches(db, q) : undefined,
  )

/** The staff inbox: one page of estimates, and per-status counts of the same search for the tabs. */
export async function estimateInbox(
  db: Database,
  repository: EstimatesRepository,
  query: InboxQuery,
  now: () => Date,
) {
  const filter: Filter = {
    statuses: query['filter[status]'],
    q: query['filter[q]'] || undefined,
    customerId: query['filter[customer]'],
  }
  const sort = query.sort ?? '-createdAt'
  const column = SORTS[sort.replace('-', '') as keyof typeof SORTS]
  const direction = sort.startsWith('-') ? desc : asc
  const page = {
    number: query['page[number]'],
    size: query['page[size]'],
    params: {
      'filter[status]': filter.statuses?.join(','),
      'filter[q]': filter.q,
      'filter[customer]': filter.customerId,
      sort: query.sort,
    },
  }
  const condition = where(db, filter)
  const rows = await db
    .select({ estimate: estimates, customer: customerColumns })
    .from(estimates)
    .innerJoin(users, eq(users.id, estimates.userId))
    .where(condition)
    .orderBy(direction(column), direction(estimates.number))
    .offset(pageOffset(page))
    .limit(page.size)
  const [total] = await db
    .select({ n: count() })
    .from(estimates)
    .innerJoin(users, eq(users.id, estimates.userId))
    .where(condition)
  const perStatus = await db
    .select({ status: estimates.status, n: count() })
    .from(estimates)
    .innerJoin(users, eq(users.id, estimates.userId))
    .where(where(db, { ...filter, statuses: undefined }))
    .groupBy(estimates.status)
  const statusCounts = { ...EMPTY_STATUS_COUNTS }
  for (const { status, n } of perStatus) statusCounts[status] = n
  const lines = await repository.lines(rows.map((row) => row.estimate.id))
  const checks = await lineChecks(db, lines, now())
  const totalCount = total?.n ?? 0
  return {
    data: rows.map((row) => estimateResource(row, lines, undefined, checks)),
    meta: {
      total: totalCount,
      openCount: OPEN_ESTIMATE_STATUSES.reduce((sum, status) => sum + statusCounts[status], 0),
      statusCounts,
    },
    links: pageLinks('/api/v1/admin/estimates', page, totalCount),
  }
}
