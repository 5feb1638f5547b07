import { DATASHEET_MAX_BYTES, IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@escudo/contracts'
import { asc, eq, max } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { productDatasheets, productImages, products } from '../db/schema/index'
import { validationFailed } from '../lib/errors'
import type { CatalogSearch } from '../search/types'
import { newKey } from '../storage/keys'
import type { FileStorage } from '../storage/types'
import { copyImage, deleteImage, storeImage } from './image-keys'
import { loadAdminProduct, missingProduct, reindex } from './products-repository'
import { checkPdf, readUpload, resizeImage } from './uploads'

type Deps = { db: Database; catalogIndex: CatalogSearch; storage: FileStorage }
type ImageInsert = typeof productImages.$inferInsert

const touch = (db: Database, id: string) =>
  db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id))

async function existing(db: Database, id: string) {
  const [row] = await db
    .select({ name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, id))
  if (!row) throw missingProduct(id)
  return row
}

/** Resized and stored first, then recorded: a refused upload leaves nothing behind. */
export async function addImage({ db, catalogIndex, storage }: Deps, id: string, request: FastifyRequest) {
  const product = await existing(db, id)
  const upload = await readUpload(request, IMAGE_MAX_BYTES)
  const alt = (upload.fields.alt ?? '').trim() || product.name
  if (alt.length > 250)
    throw validationFailed([
      { pointer: '/alt', detail: 'O texto alternativo pode ter no máximo 250 caracteres.' },
    ])
  const [last] = await db
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, id))
  const position = (last?.position ?? 0) + 1
  if (position > PRODUCT_IMAGES_MAX)
    throw validationFailed([
      { pointer: '/file', detail: `Um produto tem no máximo ${PRODUCT_IMAGES_MAX} imagens.` },
    ])
  const resized = await resizeImage(upload.data)
  const key = newKey(`products/${id}`)
  await storeImage(storage, key, resized)
  await db
    .insert(productImages)
    .values({ productId: id, position, alt, contentType: 'image/webp', filePath: key })
  await touch(db, id)
  await reindex(db, catalogIndex, id)
}

/** Rewrites the images in a new order (positions 1…n), in one transaction. */
async function rewrite(db: Database, id: string, images: Omit<ImageInsert, 'productId' | 'position'>[]) {
  await db.transaction(async (tx) => {
    await tx.delete(productImages).where(eq(productImages.productId, id))
    if (images.length > 0)
      await tx
        .insert(productImages)
        .values(images.map((image, index) => ({ ...image, productId: id, position: index + 1 })))
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id))
  })
}

const currentImages = (db: Database, id: string) =>
  db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position))

/** New order and alt texts: `order` names every current position exactly once. */
export async function arrangeImages(
  { db, catalogIndex }: Deps,
  id: string,
  order: { position: number; alt: string }[],
) {
  await existing(db, id)
  const images = await currentImages(db, id)
  const byPosition = new Map(images.map((image) => [image.position, image]))
  const positions = order.map((item) => item.position)
  if (
    positions.length !== images.length ||
    new Set(positions).size !== positions.length ||
    positions.some((p) => !byPosition.has(p))
  )
    throw validationFailed([
      {
        pointer: '/data/attributes/images',
        detail: 'Envie cada imagem atual exatamente uma vez, na nova ordem.',
      },
    ])
  await rewrite(
    db,
    id,
    order.map(({ position, alt }) => {
      const { productId: _p, position: _q, ...image } = byPosition.get(position)!
      return { ...image, alt }
    }),
  )
  await reindex(db, catalogIndex, id)
}

export async function removeImage({ db, catalogIndex, storage }: Deps, id: string, position: number) {
  await existing(db, id)
  const images = await currentImages(db, id)
  const removed = images.find((image) => image.position === position)
  if (!removed) throw missingProduct(`${id} (imagem ${position})`)
  await rewrite(
    db,
    id,
    images.filter((image) => image !== removed).map(({ productId: _p, position: _q, ...image }) => image),
  )
  if (removed.filePath) await deleteImage(storage, removed.filePath)
  await reindex(db, catalogIndex, id)
}

/** An uploaded PDF replaces the generated data sheet (and any earlier upload). */
export async function putDatasheet({ db, storage }: Deps, id: string, request: FastifyRequest) {
  const product = await existing(db, id)
  const upload = await readUpload(request, DATASHEET_MAX_BYTES)
  await checkPdf(upload.data)
  const key = newKey(`datasheets/${id}`)
  await storage.put(key, upload.data, 'application/pdf')
  const [previous] = await db.select().from(productDatasheets).where(eq(productDatasheets.productId, id))
  const values = {
    fileName: `ficha-tecnica-${product.slug}.pdf`,
    filePath: key,
    size: upload.data.length,
    uploadedAt: new Date(),
  }
  await db
    .insert(productDatasheets)
    .values({ productId: id, ...values })
    .onConflictDoUpdate({ target: productDatasheets.productId, set: values })
  await touch(db, id)
  if (previous) await storage.delete(previous.filePath)
}

export async function removeDatasheet({ db, storage }: Deps, id: string) {
  await existing(db, id)
  const [previous] = await db.delete(productDatasheets).where(eq(productDatasheets.productId, id)).returning()
  if (!previous) throw missingProduct(`${id} (ficha técnica)`)
  await touch(db, id)
  await storage.delete(previous.filePath)
}

/** Copies images (uploads under new keys) and the uploaded data sheet from one product to another. */
export async function copyFiles({ db, storage }: Deps, from: string, to: string) {
  const source = await loadAdminProduct(db, from)
  if (!source) return
  const images = await currentImages(db, from)
  const copies: ImageInsert[] = []
  for (const image of images) {
    const filePath = image.filePath ? newKey(`products/${to}`) : null
    if (image.filePath && filePath) await copyImage(storage, image.filePath, filePath)
    copies.push({ ...image, productId: to, filePath })
  }
  if (copies.length > 0) await db.insert(productImages).values(copies)
  if (source.datasheet) {
    const key = newKey(`datasheets/${to}`)
    await storage.copy(source.datasheet.filePath, key)
    await db.insert(productDatasheets).values({ ...source.datasheet, productId: to, filePath: key })
  }
}
