import type { EstimateStatus } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  estimateEvents,
  estimateLines,
  estimateMessages,
  estimates,
  products,
  users,
  type Estimate,
} from '../db/schema/index'
import { likePattern } from '../lib/pagination'
import { numbered } from '../lib/positions'
import type { Actor } from './state-machine'

declare module 'fastify' {
  interface FastifyInstance {
    estimatesRepository: EstimatesRepository
  }
}

export type LineInput = { productId: string; quantity: number; size: string | null; note: string | null }
export type EstimateFilter = {
  userId?: string
  statuses?: EstimateStatus[] | undefined
  q?: string | undefined
}
type Customer = {
  name: string
  email: string
  company: string | null
  cnpj: string | null
  phone: string | null
  locale: 'pt-BR' | 'en'
}
export type EstimateRow = { estimate: Estimate; customer: Customer }

export const customerColumns = {
  name: users.name,
  email: users.email,
  company: users.company,
  cnpj: users.cnpj,
  phone: users.phone,
  locale: users.locale,
}

/** Estimates' rows, lines and history; `now` stamps what they write. */
export function estimatesRepository(db: Database, now: () => Date) {
  const filterSql = ({ userId, statuses, q }: EstimateFilter): SQL | undefined =>
    and(
      userId ? eq(estimates.userId, userId) : undefined,
      statuses?.length ? inArray(estimates.status, statuses) : undefined,
      q
        ? or(
            ilike(users.name, likePattern(q)),
            ilike(users.email, likePattern(q)),
            ilike(users.company, likePattern(q)),
            /^\d{1,9}$/.test(q) ? eq(estimates.number, Number(q)) : undefined,
          )
        : undefined,
    )

  /** The messages and history of each of `estimateIds`, in that order: two reads, whatever their number. */
  async function threads(estimateIds: string[], tx: Database = db) {
    const messages = await tx
      .select({ message: estimateMessages, authorName: users.name })
      .from(estimateMessages)
      .leftJoin(users, eq(users.id, estimateMessages.authorId))
      .where(inArray(estimateMessages.estimateId, estimateIds))
      .orderBy(asc(estimateMessages.seq))
    const events = await tx
      .select({ event: estimateEvents, actorName: users.name })
      .from(estimateEvents)
      .leftJoin(users, eq(users.id, estimateEvents.actorId))
      .where(inArray(estimateEvents.estimateId, estimateIds))
      .orderBy(asc(estimateEvents.seq))
    return estimateIds.map((id) => ({
      messages: messages.filter((row) => row.message.estimateId === id),
      events: events.filter((row) => row.event.estimateId === id),
    }))
  }

  const insertLines = (tx: Database, estimateId: string, lines: LineInput[]) =>
    tx.insert(estimateLines).values(numbered(lines.map((line) => ({ ...line, estimateId }))))

  return {
    async create(userId: string, message: string, lines: LineInput[], tx: Database) {
      const at = now()
      const [estimate] = await tx
        .insert(estimates)
        .values({ userId, message, createdAt: at, updatedAt: at })
        .returning()
      if (!estimate) throw new Error('estimate insert returned nothing')
      await insertLines(tx, estimate.id, lines)
      await tx.insert(estimateEvents).values({
        estimateId: estimate.id,
        actorId: userId,
        actorRole: 'customer',
        toStatus: 'em_aberto',
        createdAt: at,
      })
      return estimate
    },

    /**
     * One estimate with its customer; with `userId`, only if it is theirs. With `lock`, the estimate's row
     * stays locked until `tx` ends, so commands on one estimate run one after the other.
     */
    async find(
      id: string,
      userId?: string,
      tx: Database = db,
      lock = false,
    ): Promise<EstimateRow | undefined> {
      const query = tx
        .select({ estimate: estimates, customer: customerColumns })
        .from(estimates)
        .innerJoin(users, eq(users.id, estimates.userId))
        .where(and(eq(estimates.id, id), userId ? eq(estimates.userId, userId) : undefined))
      const [row] = await (lock ? query.for('update', { of: estimates }) : query)
      return row
    },

    async list(filter: EstimateFilter, offset: number, limit: number) {
      const where = filterSql(filter)
      const rows = await db
        .select({ estimate: estimates, customer: customerColumns })
        .from(estimates)
        .innerJoin(users, eq(users.id, estimates.userId))
        .where(where)
        .orderBy(desc(estimates.createdAt), desc(estimates.number))
        .offset(offset)
        .limit(limit)
      const [total] = await db
        .select({ n: count() })
        .from(estimates)
        .innerJoin(users, eq(users.id, estimates.userId))
        .where(where)
      const [open] = await db
        .select({ n: count() })
        .from(estimates)
        .innerJoin(users, eq(users.id, estimates.userId))
        .where(
          and(
            filterSql({ ...filter, statuses: undefined }),
            inArray(estimates.status, ['em_aberto', 'informacao_pendente']),
          ),
        )
      return { rows, total: total?.n ?? 0, openCount: open?.n ?? 0 }
    },

    /** Lines of the given estimates, in order, with what the list shows of each product. */
    async lines(estimateIds: string[], tx: Database = db) {
      if (estimateIds.length === 0) return []
      return tx
        .select({
          line: estimateLines,
          product: {
            name: products.name,
            slug: products.slug,
            reference: products.reference,
            caNumber: products.caNumber,
            caValidUntil: products.caValidUntil,
          },
        })
        .from(estimateLines)
        .innerJoin(products, eq(products.id, estimateLines.productId))
        .where(inArray(estimateLines.estimateId, estimateIds))
        .orderBy(asc(estimateLines.estimateId), asc(estimateLines.position))
    },

    thread: async (estimateId: string, tx: Database = db) => (await threads([estimateId], tx))[0]!,

    threads,

    /** Estimates `ids` with their customers, in no particular order (a missing one is left out). */
    findMany: (ids: string[], tx: Database = db): Promise<EstimateRow[]> =>
      tx
        .select({ estimate: estimates, customer: customerColumns })
        .from(estimates)
        .innerJoin(users, eq(users.id, estimates.userId))
        .where(inArray(estimates.id, ids)),

    async replaceLines(estimateId: string, lines: LineInput[], tx: Database) {
      await tx.delete(estimateLines).where(eq(estimateLines.estimateId, estimateId))
      await insertLines(tx, estimateId, lines)
    },

    /**
     * Writes a change only if the estimate is still in `from` (and at `version`, when given), so two
     * concurrent moves cannot both win. Undefined when it was not.
     */
    async update(
      estimate: Estimate,
      change: Partial<Omit<Estimate, 'id' | 'number' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>>,
      tx: Database,
      version = estimate.version,
    ) {
      const [row] = await tx
        .update(estimates)
        .set({ ...change, version: sql`${estimates.version} + 1`, updatedAt: now() })
        .where(
          and(
            eq(estimates.id, estimate.id),
            eq(estimates.status, estimate.status),
            eq(estimates.version, version),
          ),
        )
        .returning()
      return row
    },

    async recordEvent(
      estimateId: string,
      actor: { id: string; role: Actor },
      from: EstimateStatus,
      to: EstimateStatus,
      tx: Database,
    ) {
      await tx.insert(estimateEvents).values({
        estimateId,
        actorId: actor.id,
        actorRole: actor.role,
        fromStatus: from,
        toStatus: to,
        createdAt: now(),
      })
    },

    async addMessage(estimateId: string, author: { id: string; role: Actor }, body: string, tx: Database) {
      await tx
        .insert(estimateMessages)
        .values({ estimateId, authorId: author.id, authorRole: author.role, body, createdAt: now() })
    },

    /** Prices and the CA as they are today: what the printed estimate shows from now on. */
    async priceLines(estimateId: string, prices: Map<string, number>, tx: Database) {
      const current = await this.lines([estimateId], tx)
      for (const { line, product } of current) {
        await tx
          .update(estimateLines)
          .set({
            unitPriceCents: prices.get(line.id) ?? null,
            caNumber: product.caNumber,
            caValidUntil: product.caValidUntil,
          })
          .where(eq(estimateLines.id, line.id))
      }
    },
  }
}

export type EstimatesRepository = ReturnType<typeof estimatesRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('estimatesRepository', estimatesRepository(app.db, app.now))
}

export default fp(plugin, { name: 'estimates-repository', dependencies: ['db', 'clock'] })
