import { BANNER_WIDTHS, CreateBannerFields, IMAGE_MAX_BYTES } from '@escudo/contracts'
import { asc, eq, inArray, max } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { banners, highlights, products, type BannerRow } from '../db/schema/index'
import { notFound, validationFailed } from '../lib/errors'
import { checkOrder, numbered, positionIn } from '../lib/positions'
import { keyVersion, newKey } from '../storage/keys'
import type { FileStorage } from '../storage/types'
import { deleteImage, storeImage } from './image-keys'
import { thumbnailVersionSql } from './product-list'
import { readUpload, resizeImage } from './uploads'

type Deps = { db: Database; storage: FileStorage }

export const bannerImageUrl = (row: BannerRow) =>
  `/api/v1/banners/${row.id}/image${row.imagePath ? `?v=${keyVersion(row.imagePath)}` : ''}`

export function adminBanner(row: BannerRow, now: Date) {
  return {
    type: 'banners' as const,
    id: row.id,
    attributes: {
      title: row.title,
      subtitle: row.subtitle,
      link: row.link,
      imageUrl: bannerImageUrl(row),
      imageAlt: row.imageAlt,
      position: row.position,
      activeFrom: row.activeFrom?.toISOString() ?? null,
      activeUntil: row.activeUntil?.toISOString() ?? null,
      active: (!row.activeFrom || row.activeFrom <= now) && (!row.activeUntil || row.activeUntil > now),
    },
  }
}

export const listBanners = (db: Database) => db.select().from(banners).orderBy(asc(banners.position))

export async function findBanner(db: Database, id: string) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id))
  if (!row) throw notFound(`Banner ${id} não encontrado.`)
  return row
}

const instant = (value: string | null | undefined) =>
  value ? new Date(value) : value === null ? null : undefined

/** Multipart text fields → the banner's attributes; errors point where a JSON body would have them. */
function bannerFields(fields: Record<string, string>) {
  const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value)
  const parsed = CreateBannerFields.safeParse({
    title: fields.title,
    subtitle: blankToNull(fields.subtitle),
    link: fields.link,
    imageAlt: fields.imageAlt,
    activeFrom: blankToNull(fields.activeFrom),
    activeUntil: blankToNull(fields.activeUntil),
  })
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        pointer: `/data/attributes/${issue.path.join('/')}`,
        detail: issue.message,
      })),
    )
  return parsed.data
}

/** A new banner at the end, its image resized to the banner widths. */
export async function createBanner({ db, storage }: Deps, request: FastifyRequest) {
  const upload = await readUpload(request, IMAGE_MAX_BYTES)
  const fields = bannerFields(upload.fields)
  const resized = await resizeImage(upload.data, BANNER_WIDTHS)
  const key = newKey('banners')
  await storeImage(storage, key, resized)
  const [last] = await db.select({ position: max(banners.position) }).from(banners)
  const [row] = await db
    .insert(banners)
    .values({
      ...fields,
      subtitle: fields.subtitle ?? null,
      activeFrom: instant(fields.activeFrom) ?? null,
      activeUntil: instant(fields.activeUntil) ?? null,
      imagePath: key,
      position: (last?.position ?? 0) + 1,
    })
    .returning()
  return row!
}

type BannerChanges = {
  title?: string | undefined
  subtitle?: string | null | undefined
  link?: string | undefined
  imageAlt?: string | undefined
  activeFrom?: string | null | undefined
  activeUntil?: string | null | undefined
}

export async function updateBanner(db: Database, id: string, changes: BannerChanges) {
  const current = await findBanner(db, id)
  const activeFrom = changes.activeFrom === undefined ? current.activeFrom : instant(changes.activeFrom)!
  const activeUntil = changes.activeUntil === undefined ? current.activeUntil : instant(changes.activeUntil)!
  if (activeFrom && activeUntil && activeFrom >= activeUntil)
    throw validationFailed([
      { pointer: '/data/attributes/activeUntil', detail: 'O fim da exibição precisa ser depois do início.' },
    ])
  const { activeFrom: _f, activeUntil: _u, ...text } = changes
  const [row] = await db
    .update(banners)
    .set({ ...text, activeFrom, activeUntil })
    .where(eq(banners.id, id))
    .returning()
  return row!
}

export async function replaceBannerImage({ db, storage }: Deps, id: string, request: FastifyRequest) {
  const current = await findBanner(db, id)
  const upload = await readUpload(request, IMAGE_MAX_BYTES)
  const resized = await resizeImage(upload.data, BANNER_WIDTHS)
  const key = newKey('banners')
  await storeImage(storage, key, resized)
  const [row] = await db
    .update(banners)
    .set({
      imagePath: key,
      imageSvg: null,
      ...(upload.fields.imageAlt ? { imageAlt: upload.fields.imageAlt } : {}),
    })
    .where(eq(banners.id, id))
    .returning()
  if (current.imagePath) await deleteImage(storage, current.imagePath, BANNER_WIDTHS)
  return row!
}

export async function reorderBanners(db: Database, ids: string[]) {
  const current = await listBanners(db)
  checkOrder(
    ids,
    current.map((row) => row.id),
    '/data/attributes/ids',
    'Envie cada banner exatamente uma vez, na nova ordem.',
  )
  await db.update(banners).set({ position: positionIn(banners.id, ids) })
}

export async function deleteBanner({ db, storage }: Deps, id: string) {
  const row = await findBanner(db, id)
  await db.delete(banners).where(eq(banners.id, id))
  if (row.imagePath) await deleteImage(storage, row.imagePath, BANNER_WIDTHS)
}

/* ---------- highlights ---------- */

export async function listHighlights(db: Database) {
  return db
    .select({
      id: products.id,
      name: products.name,
      reference: products.reference,
      published: products.published,
      thumbnailVersion: thumbnailVersionSql,
    })
    .from(highlights)
    .innerJoin(products, eq(products.id, highlights.productId))
    .orderBy(asc(highlights.position))
}

/** Replaces the highlights with these products, in this order. */
export async function setHighlights(db: Database, ids: string[]) {
  const found =
    ids.length > 0 ? await db.select({ id: products.id }).from(products).where(inArray(products.id, ids)) : []
  const known = new Set(found.map((row) => row.id))
  const unknown = ids.flatMap((id, index) => (known.has(id) ? [] : [index]))
  if (unknown.length > 0)
    throw validationFailed(
      unknown.map((index) => ({
        pointer: `/data/attributes/productIds/${index}`,
        detail: 'Produto não encontrado.',
      })),
    )
  await db.transaction(async (tx) => {
    await tx.delete(highlights)
    if (ids.length > 0) await tx.insert(highlights).values(numbered(ids.map((productId) => ({ productId }))))
  })
}
