import { ADMIN_CATALOG_ERROR_CODES, type ProductInput } from '@escudo/contracts'
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Database } from '../db/client'
import {
  estimateLines,
  productDatasheets,
  productImages,
  products,
  type ProductRow,
} from '../db/schema/index'
import { ApiProblem, codedProblem, notFound, validationFailed } from '../lib/errors'
import { slugify } from '../lib/slug'
import { loadIndexedProduct } from '../search/load'
import type { CatalogSearch } from '../search/types'
import { unknownOptions } from './option-check'
import { productCompleteness } from './resources'

export const missingProduct = (id: string) => notFound(`Produto ${id} não encontrado.`)

/** Everything the admin resource needs about one product, published or not. */
export async function loadAdminProduct(db: Database, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) return undefined
  const images = await db
    .select({
      position: productImages.position,
      alt: productImages.alt,
      svg: productImages.svg,
      filePath: productImages.filePath,
    })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position))
  const [datasheet] = await db.select().from(productDatasheets).where(eq(productDatasheets.productId, id))
  return { row, images, datasheet }
}
export type AdminProduct = NonNullable<Awaited<ReturnType<typeof loadAdminProduct>>>

/** Brings the public search index in line with the database after any write. */
export async function reindex(db: Database, index: CatalogSearch, id: string) {
  const product = await loadIndexedProduct(db, id)
  if (product) index.upsert(product)
  else index.remove(id)
}

async function checkOptions(db: Database, input: Partial<ProductInput>) {
  const errors = await unknownOptions(db, input)
  if (errors.length > 0) throw validationFailed(errors)
}

/** Reference and slug are unique: a clash is a 409 pointing at the field. */
async function checkUnique(db: Database, input: { reference?: string; slug?: string }, except?: string) {
  for (const field of ['reference', 'slug'] as const) {
    const value = input[field]
    if (value === undefined) continue
    const [clash] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products[field], value), except ? ne(products.id, except) : undefined))
    if (clash)
      throw codedProblem(
        409,
        `${field}_taken`,
        field === 'reference'
          ? `Já existe um produto com a referência ${value}.`
          : `Já existe um produto com o endereço "${value}".`,
        { pointer: `/data/attributes/${field}` },
      )
  }
}

/** A slug from the name that no other product uses (`-2`, `-3`… when needed). */
async function freeSlug(db: Database, base: string) {
  const root = slugify(base) || 'produto'
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? root : `${root}-${n}`
    const [clash] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug))
    if (!clash) return slug
  }
}

export async function createProduct(db: Database, index: CatalogSearch, input: ProductInput) {
  await checkOptions(db, input)
  const slug = input.slug ?? (await freeSlug(db, input.name))
  await checkUnique(db, { reference: input.reference, slug })
  const id = randomUUID()
  await db.insert(products).values({ ...input, id, slug, published: false })
  await reindex(db, index, id)
  return id
}

/**
 * Applies the changes only if the product is still at `version` (optimistic locking): a stale
 * version is a 409 and nothing is written, so a second editor never silently overwrites the first.
 */
export async function updateProduct(
  db: Database,
  index: CatalogSearch,
  id: string,
  { version, ...changes }: Partial<ProductInput> & { version: number },
) {
  const [current] = await db.select({ version: products.version }).from(products).where(eq(products.id, id))
  if (!current) throw missingProduct(id)
  await checkOptions(db, changes)
  await checkUnique(db, changes, id)
  const updated = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date(), version: sql`${products.version} + 1` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id })
  if (updated.length === 0) throw staleVersion(version, current.version)
  await reindex(db, index, id)
}

export const staleVersion = (sent: number, now: number) =>
  codedProblem(
    409,
    ADMIN_CATALOG_ERROR_CODES.staleVersion,
    `Este produto foi alterado por outra pessoa depois que você o abriu (versão ${sent}; agora ${now}). ` +
      'Recarregue para ver a versão atual; suas alterações não foram salvas.',
    { pointer: '/data/attributes/version' },
  )

/** Publishing needs a complete product: a 422 lists every missing field. */
export async function setPublished(db: Database, index: CatalogSearch, id: string, published: boolean) {
  const product = await loadAdminProduct(db, id)
  if (!product) throw missingProduct(id)
  if (published) {
    const { missing } = productCompleteness(
      product.row,
      product.images.length,
      product.datasheet !== undefined,
    )
    if (missing.length > 0)
      throw new ApiProblem(
        422,
        missing.map((field) => ({
          code: ADMIN_CATALOG_ERROR_CODES.incomplete,
          title: 'Product incomplete',
          detail: `Para publicar, preencha: ${field}.`,
          source: { pointer: `/data/attributes/${field}` },
        })),
      )
  }
  if (product.row.published !== published) {
    await db
      .update(products)
      .set({ published, updatedAt: new Date(), version: sql`${products.version} + 1` })
      .where(eq(products.id, id))
    await reindex(db, index, id)
  }
}

/** A reference no product uses: `REF-COPIA`, `REF-COPIA-2`… */
async function copyReference(db: Database, reference: string) {
  for (let n = 1; ; n += 1) {
    const candidate = `${reference.slice(0, 30)}-COPIA${n === 1 ? '' : `-${n}`}`
    const [clash] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.reference, candidate))
    if (!clash) return candidate
  }
}

/** A copy of the row as a new, unpublished product (files are copied by the caller). */
export async function duplicateRow(db: Database, source: ProductRow) {
  const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...fields } = source
  const id = randomUUID()
  const name = `${source.name} (cópia)`
  await db.insert(products).values({
    ...fields,
    id,
    name,
    reference: await copyReference(db, source.reference),
    slug: await freeSlug(db, name),
    published: false,
    popularity: 0,
  })
  return id
}

/** Products quoted in an estimate are kept for the estimate's sake: unpublish them instead. */
export async function deleteProductRow(db: Database, index: CatalogSearch, id: string) {
  const [quoted] = await db.select({ n: count() }).from(estimateLines).where(eq(estimateLines.productId, id))
  if (quoted && quoted.n > 0)
    throw codedProblem(
      409,
      ADMIN_CATALOG_ERROR_CODES.productInUse,
      `Este produto aparece em ${quoted.n} ${quoted.n === 1 ? 'item de orçamento' : 'itens de orçamentos'} e não pode ser excluído. Despublique-o.`,
    )
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
  if (deleted.length === 0) throw missingProduct(id)
  await reindex(db, index, id)
}
