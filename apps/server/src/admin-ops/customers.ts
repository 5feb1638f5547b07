import type { CustomerQuery } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { estimates, users, type User } from '../db/schema/index'
import { likePattern } from '../lib/pagination'

type Query = z.output<typeof CustomerQuery>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Per customer: how many estimates, how many still open, and the last one's date. */
const estimateStats = (app: FastifyInstance) =>
  app.db
    .select({
      userId: estimates.userId,
      total: count().as('total'),
      open: sql<number>`count(*) filter (where ${estimates.status} in ('em_aberto', 'informacao_pendente'))`
        .mapWith(Number)
        .as('open'),
      last: max(estimates.createdAt).as('last'),
    })
    .from(estimates)
    .groupBy(estimates.userId)
    .as('stats')

type Row = { user: User; total: number | null; open: number | null; last: Date | string | null }

function customerResource({ user, total, open, last }: Row) {
  return {
    type: 'customers' as const,
    id: user.id,
    attributes: {
      name: user.name,
      email: user.email,
      company: user.company,
      cnpj: user.cnpj,
      phone: user.phone,
      locale: user.locale,
      disabled: user.disabledAt !== null,
      disabledAt: iso(user.disabledAt),
      createdAt: user.createdAt.toISOString(),
      estimateCount: Number(total ?? 0),
      openEstimateCount: Number(open ?? 0),
      lastEstimateAt: last === null ? null : new Date(last).toISOString(),
    },
  }
}

function select(app: FastifyInstance) {
  const stats = estimateStats(app)
  const query = app.db
    .select({ user: users, total: stats.total, open: stats.open, last: stats.last })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
  return { query, stats }
}

export async function listCustomers(app: FastifyInstance, query: Query, offset: number, limit: number) {
  const q = query['filter[q]']
  const disabled = query['filter[disabled]']
  const where = and(
    eq(users.role, 'customer'),
    disabled === undefined
      ? undefined
      : disabled === 'true'
        ? isNotNull(users.disabledAt)
        : isNull(users.disabledAt),
    q
      ? or(
          ilike(users.name, likePattern(q)),
          ilike(users.email, likePattern(q)),
          ilike(users.company, likePattern(q)),
          ilike(users.cnpj, likePattern(q.replace(/\D/g, '') || q)),
        )
      : undefined,
  )
  const { query: rows, stats } = select(app)
  const sort = query.sort ?? '-createdAt'
  const order = {
    '-createdAt': [desc(users.createdAt)],
    createdAt: [asc(users.createdAt)],
    name: [asc(users.name)],
    '-name': [desc(users.name)],
    '-lastEstimateAt': [sql`${stats.last} desc nulls last`],
  }[sort]
  const page = await rows
    .where(where)
    .orderBy(...order, asc(users.id))
    .offset(offset)
    .limit(limit)
  const [total] = await app.db.select({ n: count() }).from(users).where(where)
  return { data: page.map(customerResource), total: total?.n ?? 0 }
}

export async function findCustomer(app: FastifyInstance, id: string) {
  const [row] = await select(app).query.where(and(eq(users.id, id), eq(users.role, 'customer')))
  return row && customerResource(row)
}

/**
 * Disabling stops the account at once: the guards read `disabled_at` on every request, login
 * answers 403, and every refresh token is revoked in the same transaction.
 */
export async function setDisabled(app: FastifyInstance, id: string, disabled: boolean) {
  return app.db.transaction(async (tx) => {
    const now = app.now()
    const [user] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .returning({ id: users.id })
    if (!user) return false
    if (disabled) await app.refreshTokensRepository.revokeAllOfUser(id, now, tx)
    return true
  })
}
