import { DISTRIBUTOR_CATEGORY_GROUP, type DistributorInput } from '@escudo/contracts'
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { Database } from '../../db/client'
import { distributors, filterOptions, type DistributorRow } from '../../db/schema/index'
import { inTransaction, violatedConstraint } from '../../db/transaction'
import { conflict, notFound, validationFailed } from '../../lib/errors'
import { likePattern } from '../../lib/pagination'
import { staleVersion } from '../stale-version'
import { distributorExport } from './distributor-export'
import { importDistributors, type DistributorImportOptions } from './distributor-import'

declare module 'fastify' {
  interface FastifyInstance {
    distributorRepository: DistributorRepository
  }
}

export type DistributorChanges = Partial<DistributorInput> & { version: number }
export type DistributorFilters = { q?: string | undefined; state?: string | undefined }

const missingDistributor = (id: string) =>
  notFound({ 'pt-BR': `Distribuidor ${id} não encontrado.`, en: `Distributor ${id} not found.` })

export const duplicateCnpj = () =>
  conflict(
    {
      'pt-BR': 'Já existe um distribuidor com este CNPJ.',
      en: 'A distributor with this CNPJ already exists.',
    },
    { pointer: '/data/attributes/cnpj' },
  )

const staleDistributor = (sent: number, now: number) =>
  staleVersion({ 'pt-BR': 'Este distribuidor', en: 'this distributor' }, sent, now)

/** The category option ids that exist, of those given (one query; none when none is given). */
export async function knownCategories(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: filterOptions.id })
    .from(filterOptions)
    .where(eq(filterOptions.groupId, DISTRIBUTOR_CATEGORY_GROUP))
  return new Set(rows.map((row) => row.id).filter((id) => ids.includes(id)))
}

/** 422 with a pointer per category id that is not an option of the categories group. */
async function checkCategories(db: Database, ids: readonly string[] | undefined) {
  if (!ids?.length) return
  const known = await knownCategories(db, ids)
  const errors = ids.flatMap((id, index) =>
    known.has(id)
      ? []
      : [
          {
            pointer: `/data/attributes/categories/${index}`,
            detail: {
              'pt-BR': `Categoria desconhecida: "${id}". Escolha uma categoria da lista.`,
              en: `Unknown category: "${id}". Choose a category from the list.`,
            },
          },
        ],
  )
  if (errors.length > 0) throw validationFailed(errors)
}

/** A unique violation on the CNPJ becomes a 409 pointing at it. */
async function uniqueCnpj<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (violatedConstraint(error) === 'distributors_cnpj_unique') throw duplicateCnpj()
    throw error
  }
}

export function distributorConditions({ q, state }: DistributorFilters): SQL | undefined {
  const digits = q?.replace(/\D/g, '')
  return and(
    state ? eq(distributors.state, state) : undefined,
    q
      ? or(
          ilike(distributors.name, likePattern(q)),
          ilike(distributors.city, likePattern(q)),
          digits && digits.length >= 3 ? ilike(distributors.cnpj, likePattern(digits)) : undefined,
        )
      : undefined,
  )
}

/**
 * The distributors ("Onde comprar"). Every write runs in one transaction that records a `distributors` change,
 * so other processes' page caches check the pages that list them; the audit trigger records who wrote what.
 */
export function distributorRepository(db: Database, changes: ChangeFeed) {
  const write = <T>(work: (tx: Database) => Promise<T>) =>
    uniqueCnpj(
      inTransaction(db, async (tx) => {
        const done = await work(tx)
        await changes.record(tx, 'distributors')
        return done
      }),
    )

  const repository = {
    list: async (filters: DistributorFilters, page: { offset: number; limit: number }) => {
      const where = distributorConditions(filters)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(distributors)
          .where(where)
          .orderBy(asc(distributors.name), asc(distributors.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(distributors).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    find: async (id: string) => {
      const [row] = await db.select().from(distributors).where(eq(distributors.id, id))
      if (!row) throw missingDistributor(id)
      return row
    },

    create: (input: DistributorInput) =>
      write(async (tx) => {
        await checkCategories(tx, input.categories)
        const [row] = await tx
          .insert(distributors)
          .values({
            ...input,
            phone: input.phone ?? null,
            email: input.email ?? null,
            website: input.website ?? null,
          })
          .returning()
        return row!
      }),

    /** Applies the changes only if the distributor is still at `version`: a stale version is a 409. */
    update: (id: string, { version, ...fields }: DistributorChanges) =>
      write(async (tx) => {
        await checkCategories(tx, fields.categories)
        const [row] = await tx
          .update(distributors)
          .set({ ...fields, updatedAt: new Date(), version: sql`${distributors.version} + 1` })
          .where(and(eq(distributors.id, id), eq(distributors.version, version)))
          .returning()
        if (row) return row
        const [current] = await tx
          .select({ version: distributors.version })
          .from(distributors)
          .where(eq(distributors.id, id))
        throw current ? staleDistributor(version, current.version) : missingDistributor(id)
      }),

    remove: (id: string) =>
      write(async (tx) => {
        const [deleted] = await tx.delete(distributors).where(eq(distributors.id, id)).returning()
        if (!deleted) throw missingDistributor(id)
      }),

    /** The import's rows, in one transaction: new CNPJs inserted, known ones updated (version + 1). */
    upsert: (creates: DistributorInput[], updates: { id: string; input: DistributorInput }[]) =>
      write(async (tx) => {
        if (creates.length > 0) await tx.insert(distributors).values(creates)
        for (const { id, input } of updates)
          await tx
            .update(distributors)
            .set({ ...input, updatedAt: new Date(), version: sql`${distributors.version} + 1` })
            .where(eq(distributors.id, id))
      }),
  }
  return {
    ...repository,
    /** The distributors' spreadsheet, read and upserted by CNPJ inside the request (`distributor-import.ts`). */
    importSheet: (options: DistributorImportOptions) => importDistributors(db, repository, options),
    /** Every distributor as a CSV or XLSX stream (`distributor-export.ts`). */
    exportSheet: (options: Parameters<typeof distributorExport>[1]) => distributorExport(db, options),
  }
}

export type DistributorRepository = ReturnType<typeof distributorRepository>
export type { DistributorRow }

async function plugin(app: FastifyInstance) {
  app.decorate('distributorRepository', distributorRepository(app.db, app.catalogChanges))
}

export default fp(plugin, { name: 'distributor-repository', dependencies: ['db', 'catalog-index'] })
