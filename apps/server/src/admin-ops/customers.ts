import type { CustomerQuery } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { estimates, users, type User } from '../db/schema/index'
import { inTransaction } from '../db/transaction'
import { likePattern } from '../lib/pagination'

declare module 'fastify' {
  interface FastifyInstance {
    customerAdmin: CustomerAdmin
  }
}

type Query = z.output<typeof CustomerQuery>
/** What disabling an account needs of the accounts domain: ending its sessions in the same transaction. */
type SessionRevoker = { revokeAllOfUser: (userId: string, at: Date, db?: Database) => Promise<void> }

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Per customer: how many estimates, how many still open, and the last one's date. */
const estimateStats = (db: Database) =>
  db
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

function select(db: Database) {
  const stats = estimateStats(db)
  const query = db
    .select({ user: users, total: stats.total, open: stats.open, last: stats.last })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
  return { query, stats }
}

/** The staff's view of customer accounts: list and search, one with its estimate counts, disable or enable. */
export function customerAdmin(db: Database, now: () => Date, refreshTokens: SessionRevoker) {
  return {
    async list(query: Query, offset: number, limit: number) {
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
      const { query: rows, stats } = select(db)
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
      const [total] = await db.select({ n: count() }).from(users).where(where)
      return { data: page.map(customerResource), total: total?.n ?? 0 }
    },

    async find(id: string) {
      const [row] = await select(db).query.where(and(eq(users.id, id), eq(users.role, 'customer')))
      return row && customerResource(row)
    },

    /**
     * Disabling stops the account at once: the guards read `disabled_at` on every request, login
     * answers 403, and every refresh token is revoked in the same transaction.
     */
    setDisabled: (id: string, disabled: boolean) =>
      inTransaction(db, async (tx) => {
        const at = now()
        const [user] = await tx
          .update(users)
          .set({ disabledAt: disabled ? at : null, updatedAt: at })
          .where(and(eq(users.id, id), eq(users.role, 'customer')))
          .returning({ id: users.id })
        if (!user) return false
        if (disabled) await refreshTokens.revokeAllOfUser(id, at, tx)
        return true
      }),
  }
}

export type CustomerAdmin = ReturnType<typeof customerAdmin>

async function plugin(app: FastifyInstance) {
  app.decorate('customerAdmin', customerAdmin(app.db, app.now, app.refreshTokensRepository))
  // customer.created (issue 37): the account as GET /admin/customers/{id} shows it, read in its transaction.
  app.accountChanges.whenCreated({
    during: (tx, user) =>
      app.webhooks.emit(tx, {
        type: 'customer.created',
        resource: { type: 'customers', id: user.id },
        data: async (inTx) => ({
          data: await customerAdmin(inTx, app.now, app.refreshTokensRepository).find(user.id),
        }),
      }),
    after: () => app.webhooks.kick(),
  })
}

export default fp(plugin, {
  name: 'customer-admin',
  dependencies: ['db', 'clock', 'refresh-tokens-repository', 'account-changes-repository', 'webhooks'],
})
