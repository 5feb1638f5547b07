import { ADMIN_CATALOG_ERROR_CODES, type ProductInput } from '@escudo/contracts'
import { and, count, eq, like, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { vacuumEmbedded } from '../../db/embedded-vacuum'
import { estimateLines, products, type ProductRow } from '../../db/schema/index'
import { ApiProblem, codedProblem, validationFailed } from '../../lib/errors'
import { slugify } from '../../lib/slug'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { FileStorage } from '../../storage/types'
import type { Webhooks } from '../../webhooks/plugin'
import { touchesCutOptions, withDerivedCutChanges, withDerivedCutOptions } from '../../catalog/cut-options'
import {
  touchesChemicals,
  unsupportedEn374Claims,
  withDerivedChemicalChanges,
  withDerivedChemicalOptions,
} from '../../catalog/chemical-options'
import { unknownOptions } from './option-check'
import { copyProductFiles, deleteProductFiles, productFileCommands } from './product-files'
import { missingProduct, productStore, staleProduct, type AdminProduct } from './product-store'
import { productExport } from './product-export'
import { listProducts } from './product-list'
import { productMessages } from './product-messages'
import { productCompleteness } from './resources'
import { refreshStoredCompleteness } from './stored-completeness'

declare module 'fastify' {
  interface FastifyInstance {
    productRepository: ProductRepository
  }
}

/** The first of `root`, `root-2`, `root-3`… that no row in `taken` holds (one query for them all). */
async function firstFree(
  tx: Database,
  column: typeof products.slug | typeof products.reference,
  candidate: (n: number) => string,
) {
  const rows = await tx
    .select({ value: column })
    .from(products)
    .where(or(eq(column, candidate(1)), like(column, `${candidate(2).slice(0, -1)}%`)))
  const taken = new Set(rows.map((row) => row.value))
  for (let n = 1; ; n += 1) if (!taken.has(candidate(n))) return candidate(n)
}

export const freeSlug = (tx: Database, name: string) => {
  const root = slugify(name) || 'produto'
  return firstFree(tx, products.slug, (n) => (n === 1 ? root : `${root}-${n}`))
}

/** A reference no product uses: `REF-COPIA`, `REF-COPIA-2`… */
const copyReference = (tx: Database, reference: string) =>
  firstFree(tx, products.reference, (n) => `${reference.slice(0, 30)}-COPIA${n === 1 ? '' : `-${n}`}`)

/** Option ids must exist in the taxonomy; checked only when the input names some. */
async function checkOptions(tx: Database, input: Partial<ProductInput>) {
  const errors = await unknownOptions(tx, input)
  if (errors.length > 0) throw validationFailed(errors)
}

/** The saved product's codes and cut groups, for deriving the cut options of a partial update (decision 034). */
async function deriveCutOptions(tx: Database, id: string, changes: Partial<ProductInput>) {
  if (!touchesCutOptions(changes)) return changes
  const [current] = await tx
    .select({
      en388: products.en388,
      ansiCutLevel: products.ansiCutLevel,
      riskTypes: products.riskTypes,
      secondary: products.secondary,
      category: products.category,
    })
    .from(products)
    .where(eq(products.id, id))
  return current ? withDerivedCutChanges(current, changes) : changes
}

/** A norm claiming an EN ISO 374-1 type the chemical data does not give is refused (decision 052). */
function checkEn374Claims(product: Pick<ProductInput, 'norms' | 'chemicalResistance'>) {
  const claims = unsupportedEn374Claims(product.norms, product.chemicalResistance)
  if (claims.length > 0)
    throw validationFailed(
      claims.map(({ index, detail }) => ({ pointer: `/data/attributes/norms/${index}`, detail })),
    )
}

/** The saved data, certificates and norms fill in a partial update's, to check claims and derive the type. */
async function deriveChemicals(tx: Database, id: string, changes: Partial<ProductInput>) {
  if (!touchesChemicals(changes)) return changes
  const [current] = await tx
    .select({
      chemicalResistance: products.chemicalResistance,
      certificates: products.certificates,
      norms: products.norms,
    })
    .from(products)
    .where(eq(products.id, id))
  if (!current) return changes
  checkEn374Claims({ ...current, ...changes })
  return withDerivedChemicalChanges(current, changes)
}

/** Publishing needs a complete product: a 422 lists every missing field. */
function assertComplete({ row, images, datasheet }: AdminProduct) {
  const { missing } = productCompleteness(row, images.length, datasheet !== undefined)
  if (missing.length > 0)
    throw new ApiProblem(
      422,
      missing.map((field) => ({
        code: ADMIN_CATALOG_ERROR_CODES.incomplete,
        title: 'Product incomplete',
        detail: productMessages.incomplete(field),
        source: { pointer: `/data/attributes/${field}` },
      })),
    )
}

/**
 * The back office's product commands (routes/api/v1/admin/products.ts and uploads.ts): each runs in one
 * transaction, updates the search index once from what it saved, and returns the saved product.
 */
export function productRepository(
  db: Database,
  changes: ChangeFeed,
  storage: FileStorage,
  webhooks?: Pick<Webhooks, 'emit' | 'kick'>,
  now?: () => Date,
) {
  const store = productStore(db, changes, webhooks, now)

  return {
    load: store.load,

    create: (input: ProductInput) =>
      store.write(
        async (tx) => {
          await checkOptions(tx, input)
          checkEn374Claims(input)
          const slug = input.slug ?? (await freeSlug(tx, input.name))
          const [row] = await tx
            .insert(products)
            .values({
              ...input,
              ...withDerivedCutOptions(input),
              ...withDerivedChemicalOptions(input),
              id: randomUUID(),
              slug,
              published: false,
            })
            .returning()
          return row!
        },
        { reference: input.reference, slug: input.slug, created: true, withoutFiles: true },
      ),

    /**
     * Applies the changes only if the product is still at `version` (optimistic locking): a stale
     * version is a 409 and nothing is written, so a second editor never silently overwrites the first.
     */
    update: (id: string, { version, ...changes }: Partial<ProductInput> & { version: number }) =>
      store.write(
        async (tx) => {
          await checkOptions(tx, changes)
          const [row] = await tx
            .update(products)
            .set({
              ...(await deriveCutOptions(tx, id, await deriveChemicals(tx, id, changes))),
              updatedAt: new Date(),
              version: sql`${products.version} + 1`,
            })
            .where(and(eq(products.id, id), eq(products.version, version)))
            .returning()
          if (row) return row
          const [current] = await tx
            .select({ version: products.version })
            .from(products)
            .where(eq(products.id, id))
          throw current ? staleProduct(version, current.version) : missingProduct(id)
        },
        { ...changes, productId: id },
      ),

    setPublished: async (id: string, published: boolean) => {
      let before: boolean | undefined
      return store.write(
        async (tx) => {
          const row = await store.lock(tx, id)
          before = row.published
          if (row.published === published) return row
          if (published) assertComplete(await store.read(tx, row))
          const [changed] = await tx
            .update(products)
            .set({ published, updatedAt: new Date(), version: sql`${products.version} + 1` })
            .where(eq(products.id, id))
            .returning()
          return changed!
        },
        {
          events: (row) =>
            row.published === before ? [] : [published ? 'product.published' : 'product.unpublished'],
        },
      )
    },

    /** A copy as a new, unpublished product, with copies of its uploaded files. */
    duplicate: async (id: string) => {
      const source = await store.load(id)
      if (!source) throw missingProduct(id)
      const copyId = randomUUID()
      const files = await copyProductFiles(storage, source, copyId)
      try {
        return await store.write(
          async (tx) => {
            const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = source.row
            const name = `${source.row.name} (cópia)`
            const [row] = await tx
              .insert(products)
              .values({
                ...fields,
                id: copyId,
                name,
                reference: await copyReference(tx, source.row.reference),
                slug: await freeSlug(tx, name),
                published: false,
                popularity: 0,
              })
              .returning()
            await files.record(tx)
            return row!
          },
          { created: true },
        )
      } catch (error) {
        await files.discard()
        throw error
      }
    },

    /** Products quoted in an estimate are kept for the estimate's sake: unpublish them instead. */
    remove: async (id: string) => {
      const removed = await inTransaction(db, async (tx) => {
        const row = await store.lock(tx, id)
        const [quoted] = await tx
          .select({ n: count() })
          .from(estimateLines)
          .where(eq(estimateLines.productId, id))
        if (quoted && quoted.n > 0)
          throw codedProblem(409, ADMIN_CATALOG_ERROR_CODES.productInUse, productMessages.inUse(quoted.n))
        const product = await store.read(tx, row)
        return { product, seq: await store.delete(tx, product) }
      })
      store.forget(id, removed.seq)
      await deleteProductFiles(storage, removed.product)
    },

    ...productFileCommands(store, storage),

    /** The back office's product table, published or not (`product-list.ts`). */
    list: (query: Parameters<typeof listProducts>[1]) => listProducts(db, query),

    /** Every product the list's filters match, as a CSV or XLSX stream (`product-export.ts`). */
    exportSheet: (options: Parameters<typeof productExport>[1]) => productExport(db, options),
  }
}

export type ProductRepository = ReturnType<typeof productRepository>
export type { AdminProduct, ProductRow }

/** Rows rewritten at start past which the embedded database is vacuumed (see vacuumEmbedded). */
const VACUUM_AFTER = 1_000

async function plugin(app: FastifyInstance) {
  // Products never worked out, or worked out under other completeness rules (an earlier release): decision 042.
  const refreshed = await refreshStoredCompleteness(app.db)
  if (refreshed > 0) app.log.info({ products: refreshed }, 'stored completeness worked out')
  // Thousands of rows rewritten (a first start, new rules): the embedded database's counts need its vacuum now.
  if (refreshed >= VACUUM_AFTER) await vacuumEmbedded(app.database)
  app.decorate(
    'productRepository',
    productRepository(app.db, app.catalogChanges, app.storage, app.webhooks, app.now),
  )
}

export default fp(plugin, {
  name: 'product-repository',
  dependencies: ['db', 'clock', 'catalog-index', 'storage', 'webhooks'],
})
