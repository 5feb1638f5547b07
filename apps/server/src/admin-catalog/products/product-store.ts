import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { inTransaction, violatedConstraint } from '../../db/transaction'
import {
  productDatasheets,
  productImages,
  products,
  productSlugHistory,
  type ProductRow,
} from '../../db/schema/index'
import { codedProblem, notFound } from '../../lib/errors'
import { productMessages } from './product-messages'
import { staleVersion } from '../stale-version'
import { checkCas } from '../../ca-registry/registry-checks'
import type { CaCheck } from '../../ca-registry/product-check'
import { toIndexed } from '../../catalog/product-rows'
import type { ChangeFeed } from '../../catalog/change-feed'
import { storeCompleteness } from './stored-completeness'
import { productDocument } from './resources'
import { announceAfterWrite } from './ca-state-moves'
import type { Webhooks } from '../../webhooks/plugin'

export type StoredImage = typeof productImages.$inferSelect
export type StoredDatasheet = typeof productDatasheets.$inferSelect

/** A product as the back office sees it, published or not: the row, its images in order, its data sheet. */
export type AdminProduct = { row: ProductRow; images: StoredImage[]; datasheet: StoredDatasheet | undefined }

export const missingProduct = (id: string) => notFound(productMessages.missing(id))

const UNIQUE_FIELDS = {
  products_reference_unique: 'reference',
  products_slug_unique: 'slug',
} as const

/**
 * Reference and slug are unique (the database's indexes decide, so two requests at once cannot both
 * pass): a clash is a 409 pointing at the field.
 */
function takenField(error: unknown, values: WrittenValues) {
  const field = UNIQUE_FIELDS[violatedConstraint(error) as keyof typeof UNIQUE_FIELDS]
  if (!field) return undefined
  const value = values[field] ?? ''
  return codedProblem(
    409,
    `${field}_taken`,
    field === 'reference' ? productMessages.referenceTaken(value) : productMessages.slugTaken(value),
    { pointer: `/data/attributes/${field}` },
  )
}

/**
 * What a write names: the reference and slug it writes (for the 409 when another product holds one), and for the
 * slug history, the product whose slug it may change (`productId`, with `slug` when it sends one) or that it
 * creates (`created`). `withoutFiles`: a product it creates with no image or data sheet, which the store then
 * does not read back (two statements less per row of a spreadsheet import).
 */
export type WrittenValues = {
  reference?: string | undefined
  slug?: string | undefined
  productId?: string
  created?: boolean
  withoutFiles?: boolean
  /**
   * The webhook events the write makes (issue 37), given the saved row: by default `product.created` for a
   * product it creates, else `product.updated`.
   */
  events?: (row: ProductRow) => ProductEvent[]
}

export type ProductEvent =
  'product.created' | 'product.updated' | 'product.published' | 'product.unpublished' | 'product.deleted'

/**
 * The slug history (decision 032): a product given a new slug keeps its old one, whose page answers 301 to the
 * new, and a slug a product now has is no other's old slug any more (a reused slug wins over the history). Run
 * before the write, in its transaction: a write that fails keeps no history. One statement.
 */
const changeSlug = (tx: Database, productId: string, slug: string) =>
  tx.execute(sql`
    with retired as (
      insert into ${productSlugHistory} (slug, product_id)
      select slug, id from ${products} where id = ${productId} and slug <> ${slug}
      on conflict (slug) do update set product_id = excluded.product_id, retired_at = now()
    )
    delete from ${productSlugHistory} where slug = ${slug}`)

const imageRefs = (images: StoredImage[]) =>
  images.map((image) => ({
    position: image.position,
    alt: image.alt,
    altEn: image.altEn,
    version: image.filePath ? image.filePath.replace(/^.*\//, '') : null,
  }))

/**
 * The product aggregate's unit of work. Every command runs in one transaction that records the change
 * (the other processes apply it, see catalog/change-feed.ts) and ends by reading the saved product once;
 * this process's search index is then brought in line from that same read, and the command returns it,
 * so the route answers without reading again.
 */
export function productStore(
  db: Database,
  changes: ChangeFeed,
  webhooks?: Pick<Webhooks, 'emit' | 'kick'>,
  /** The clock a product's CA is checked on (the app's: tests move it). */
  now: () => Date = () => new Date(),
) {
  /** Records webhook events of `product` in `tx`, with the admin API's document of it as their data. */
  const emit = async (tx: Database, types: ProductEvent[], product: AdminProduct) => {
    for (const type of types)
      await webhooks?.emit(tx, {
        type,
        resource: { type: 'products', id: product.row.id },
        data: async () => productDocument(product),
      })
  }

  async function read(tx: Database, row: ProductRow): Promise<AdminProduct> {
    const images = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position))
    const [datasheet] = await tx
      .select()
      .from(productDatasheets)
      .where(eq(productDatasheets.productId, row.id))
    return { row, images, datasheet }
  }

  return {
    read,

    load: async (id: string): Promise<AdminProduct | undefined> => {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      return row ? read(db, row) : undefined
    },

    /**
     * Runs `work` in a transaction; `work` returns the product row as it saved it. `values` names the
     * reference and slug written, for the 409 when another product holds one of them, and what the slug
     * history needs (`WrittenValues`).
     */
    write: async (
      work: (tx: Database) => Promise<ProductRow>,
      values: WrittenValues = {},
    ): Promise<AdminProduct> => {
      let saved: AdminProduct
      let seq: number
      let check: CaCheck
      try {
        ;({ saved, seq, check } = await inTransaction(db, async (tx) => {
          if (values.productId && values.slug !== undefined)
            await changeSlug(tx, values.productId, values.slug)
          const row = await work(tx)
          // A new product's slug (given or made from its name) may be an old slug of another.
          if (values.created) await tx.delete(productSlugHistory).where(eq(productSlugHistory.slug, row.slug))
          const seq = await changes.record(tx, 'product', row.id)
          const readBack =
            values.created && values.withoutFiles
              ? { row, images: [], datasheet: undefined }
              : await read(tx, row)
          // Every write of the product, its images or data sheet comes here: its stored completeness follows.
          const stored = await storeCompleteness(
            tx,
            row,
            readBack.images.length,
            readBack.datasheet !== undefined,
          )
          const saved = { ...readBack, row: stored }
          const events = values.events ?? (() => [values.created ? 'product.created' : 'product.updated'])
          await emit(tx, events(stored), saved)
          // Its CA as the catalogue will show it; a move (a date or number edited) is announced at once.
          const at = now()
          const [check] = await checkCas(tx, [stored], at)
          if (webhooks)
            await announceAfterWrite(
              tx,
              webhooks,
              { productId: stored.id, created: values.created === true, state: check!.caState },
              at,
              async () => productDocument(saved),
            )
          return { seq, saved, check: check! }
        }))
      } catch (error) {
        throw takenField(error, values) ?? error
      }
      webhooks?.kick()
      changes.applyOwnProduct(seq, saved.row.id, toIndexed(saved.row, imageRefs(saved.images), check))
      return saved
    },

    /** The product row, locked until the transaction ends: commands on one product run one at a time. */
    lock: async (tx: Database, id: string): Promise<ProductRow> => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update')
      if (!row) throw missingProduct(id)
      return row
    },

    /** Marks the product changed (its files changed) and returns the row. */
    touch: async (tx: Database, id: string): Promise<ProductRow> => {
      const [row] = await tx
        .update(products)
        .set({ updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning()
      return row!
    },

    /**
     * Deletes `product` in `tx`, recording the change and its `product.deleted` event (its last document as
     * data); returns the change's number for `forget`.
     */
    delete: async (tx: Database, product: AdminProduct): Promise<number> => {
      const id = product.row.id
      await emit(tx, ['product.deleted'], product)
      await tx.delete(products).where(eq(products.id, id))
      return changes.record(tx, 'product', id)
    },

    /** After a delete commits: the product leaves the index. */
    forget: (id: string, seq: number) => {
      webhooks?.kick()
      changes.applyOwnProduct(seq, id, undefined)
    },
  }
}

export type ProductStore = ReturnType<typeof productStore>

export const staleProduct = (sent: number, now: number) =>
  staleVersion(productMessages.thisProduct, sent, now)
