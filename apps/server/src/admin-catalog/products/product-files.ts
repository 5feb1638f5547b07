import { PRODUCT_IMAGES_MAX } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { productDatasheets, productImages } from '../../db/schema/index'
import { validationFailed } from '../../lib/errors'
import { checkOrder, numbered } from '../../lib/positions'
import { newKey } from '../../storage/keys'
import type { FileStorage } from '../../storage/types'
import { copyImage, deleteImage, storeImage } from '../image-keys'
import { productMessages } from './product-messages'
import { missingProduct, type AdminProduct, type ProductStore, type StoredImage } from './product-store'
import type { ResizedImage } from '../uploads'

/** Stored files whose rows are not written yet: recorded in the transaction, or discarded if it fails. */
async function storedThen<T>(
  store: () => Promise<void>,
  discard: () => Promise<void>,
  record: () => Promise<T>,
) {
  await store()
  try {
    return await record()
  } catch (error) {
    await discard()
    throw error
  }
}

/** The product's images as given, numbered 1…n. */
async function rewriteImages(tx: Database, productId: string, images: StoredImage[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  if (images.length > 0) await tx.insert(productImages).values(numbered(images))
}

/**
 * Images and the uploaded data sheet of a product. The route has read the upload and resized the
 * image; here the files are stored, then recorded in the product's transaction (files of a refused
 * or failed command are removed again), and old files are deleted once the new state is saved.
 */
export function productFileCommands(store: ProductStore, storage: FileStorage) {
  return {
    addImage: (id: string, upload: { alt: string | undefined; image: ResizedImage }) =>
      store.write(async (tx) => {
        const row = await store.lock(tx, id)
        const { images } = await store.read(tx, row)
        if (images.length >= PRODUCT_IMAGES_MAX)
          throw validationFailed([
            { pointer: '/file', detail: productMessages.tooManyImages(PRODUCT_IMAGES_MAX) },
          ])
        const key = newKey(`products/${id}`)
        await storedThen(
          () => storeImage(storage, key, upload.image),
          () => deleteImage(storage, key),
          () =>
            tx.insert(productImages).values({
              productId: id,
              position: images.length + 1,
              alt: upload.alt || row.name,
              altEn: row.nameEn,
              contentType: 'image/webp',
              filePath: key,
            }),
        )
        return store.touch(tx, id)
      }),

    /**
     * New order and alt texts: `order` names every current position exactly once. An English alt text left
     * out stays as it is; null removes it (not translated).
     */
    arrangeImages: (id: string, order: { position: number; alt: string; altEn?: string | null }[]) =>
      store.write(async (tx) => {
        const { images } = await store.read(tx, await store.lock(tx, id))
        checkOrder(
          order.map((item) => item.position),
          images.map((image) => image.position),
          '/data/attributes/images',
          {
            'pt-BR': 'Envie cada imagem atual exatamente uma vez, na nova ordem.',
            en: 'Send each current image exactly once, in the new order.',
          },
        )
        const byPosition = new Map(images.map((image) => [image.position, image]))
        await rewriteImages(
          tx,
          id,
          order.map(({ position, alt, altEn }) => {
            const image = byPosition.get(position)!
            return { ...image, alt, altEn: altEn === undefined ? image.altEn : altEn }
          }),
        )
        return store.touch(tx, id)
      }),

    removeImage: async (id: string, position: number) => {
      let removed: StoredImage | undefined
      const saved = await store.write(async (tx) => {
        const { images } = await store.read(tx, await store.lock(tx, id))
        removed = images.find((image) => image.position === position)
        if (!removed) throw missingProduct(`${id} (imagem ${position})`)
        await rewriteImages(
          tx,
          id,
          images.filter((image) => image !== removed),
        )
        return store.touch(tx, id)
      })
      if (removed?.filePath) await deleteImage(storage, removed.filePath)
      return saved
    },

    /** An uploaded PDF replaces the generated data sheet (and any earlier upload). */
    putDatasheet: async (id: string, pdf: Buffer) => {
      let previous: string | undefined
      const key = newKey(`datasheets/${id}`)
      const saved = await store.write(async (tx) => {
        const row = await store.lock(tx, id)
        previous = (await store.read(tx, row)).datasheet?.filePath
        const values = {
          fileName: `ficha-tecnica-${row.slug}.pdf`,
          filePath: key,
          size: pdf.length,
          uploadedAt: new Date(),
        }
        await storedThen(
          () => storage.put(key, pdf, 'application/pdf'),
          () => storage.delete(key),
          () =>
            tx
              .insert(productDatasheets)
              .values({ productId: id, ...values })
              .onConflictDoUpdate({ target: productDatasheets.productId, set: values }),
        )
        return store.touch(tx, id)
      })
      if (previous) await storage.delete(previous)
      return saved
    },

    removeDatasheet: async (id: string) => {
      let previous: string | undefined
      const saved = await store.write(async (tx) => {
        await store.lock(tx, id)
        const [deleted] = await tx
          .delete(productDatasheets)
          .where(eq(productDatasheets.productId, id))
          .returning()
        if (!deleted) throw missingProduct(`${id} (ficha técnica)`)
        previous = deleted.filePath
        return store.touch(tx, id)
      })
      if (previous) await storage.delete(previous)
      return saved
    },
  }
}

/**
 * Copies of a product's uploaded files under new keys for product `to`: `record` writes their rows in
 * the copy's transaction, `discard` deletes them if that transaction fails.
 */
export async function copyProductFiles(storage: FileStorage, source: AdminProduct, to: string) {
  const images = source.images.map((image) => ({
    ...image,
    productId: to,
    filePath: image.filePath ? newKey(`products/${to}`) : null,
  }))
  for (const [index, image] of images.entries())
    if (image.filePath) await copyImage(storage, source.images[index]!.filePath!, image.filePath)
  const datasheet = source.datasheet && {
    ...source.datasheet,
    productId: to,
    filePath: newKey(`datasheets/${to}`),
  }
  if (datasheet && source.datasheet) await storage.copy(source.datasheet.filePath, datasheet.filePath)
  return {
    record: async (tx: Database) => {
      if (images.length > 0) await tx.insert(productImages).values(images)
      if (datasheet) await tx.insert(productDatasheets).values(datasheet)
    },
    discard: async () => {
      for (const image of images) if (image.filePath) await deleteImage(storage, image.filePath)
      if (datasheet) await storage.delete(datasheet.filePath)
    },
  }
}

/** After a product is deleted: its uploaded files go too. */
export async function deleteProductFiles(storage: FileStorage, product: AdminProduct) {
  for (const image of product.images) if (image.filePath) await deleteImage(storage, image.filePath)
  if (product.datasheet) await storage.delete(product.datasheet.filePath)
}
