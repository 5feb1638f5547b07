import { IMAGE_TYPES } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '../../db/client'
import { productDatasheets, productImages } from '../../db/schema/index'
import { ApiProblem } from '../../lib/errors'
import { numbered } from '../../lib/positions'
import { newKey } from '../../storage/keys'
import type { FileStorage } from '../../storage/types'
import type { ImportArchive } from './import-archive'
import type { FilePlan } from './import-row'
import { deleteImage, storeImage } from '../image-keys'
import { sheetImageName } from '../products/product-export'
import type { StoredImage } from '../products/product-store'
import { imageVersion } from '../products/resources'
import { checkPdf, resizeImage } from '../uploads'

/*
 * A row's images and data sheet from the import's ZIP (decision 026): new files are checked and stored before
 * the row's transaction, recorded in it, and removed again if it fails; files the row dropped are deleted after
 * it commits, as the product form's commands do (product-files.ts).
 */

/** A file of the ZIP that is not what its cell needs; `key` is the column (images or datasheet). */
export class FileRefused extends Error {
  constructor(
    readonly key: 'images' | 'datasheet',
    readonly file: string,
    readonly detail: string,
  ) {
    super(detail)
  }
}

const detailOf = (error: unknown) => (error instanceof ApiProblem ? error.message : 'arquivo inválido')

/** The names a plan takes from the ZIP: those the product does not have now. */
const newImages = (files: FilePlan, current: string[]) =>
  (files.images ?? []).filter((name) => !current.includes(name))

/** A dry run: each new file read from the ZIP and its type checked, nothing stored. */
export async function checkFiles(files: FilePlan, current: string[], archive: ImportArchive | undefined) {
  if (!archive) return
  for (const name of newImages(files, current)) {
    const type = await fileTypeFromBuffer(await archive.read(name))
    if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime))
      throw new FileRefused('images', name, 'A imagem precisa ser JPEG, PNG ou WebP.')
  }
  if (files.datasheet)
    await checkPdf(await archive.read(files.datasheet)).catch((error: unknown) => {
      throw new FileRefused('datasheet', files.datasheet!, detailOf(error))
    })
}

export type StoredFiles = {
  images: Map<string, string>
  datasheet: { key: string; size: number } | undefined
}

/** Reads, checks and stores the row's new files under new keys; `discard` removes them again. */
export async function storeFiles(
  storage: FileStorage,
  productId: string,
  files: FilePlan,
  current: string[],
  archive: ImportArchive,
) {
  const stored: StoredFiles = { images: new Map(), datasheet: undefined }
  const discard = async () => {
    for (const key of stored.images.values()) await deleteImage(storage, key)
    if (stored.datasheet) await storage.delete(stored.datasheet.key)
  }
  try {
    for (const name of newImages(files, current)) {
      const image = await resizeImage(await archive.read(name)).catch((error: unknown) => {
        throw new FileRefused('images', name, detailOf(error))
      })
      const key = newKey(`products/${productId}`)
      await storeImage(storage, key, image)
      stored.images.set(name, key)
    }
    if (files.datasheet) {
      const pdf = await archive.read(files.datasheet)
      await checkPdf(pdf).catch((error: unknown) => {
        throw new FileRefused('datasheet', files.datasheet!, detailOf(error))
      })
      const key = newKey(`datasheets/${productId}`)
      await storage.put(key, pdf, 'application/pdf')
      stored.datasheet = { key, size: pdf.length }
    }
  } catch (error) {
    await discard()
    throw error
  }
  return { stored, discard }
}

/**
 * In the row's transaction: the product's images become the plan's list (kept ones by name, new ones as
 * stored), and its data sheet the new one or none. Returns the keys to delete once it commits; undefined
 * when a kept image is gone (someone changed the product meanwhile).
 */
export async function recordFiles(
  tx: Database,
  product: { id: string; slug: string; name: string; nameEn: string | null },
  files: FilePlan,
  stored: StoredFiles,
): Promise<{ obsolete: string[]; obsoleteImages: string[] } | undefined> {
  const productId = product.id
  const obsolete: string[] = []
  const obsoleteImages: string[] = []
  if (files.images) {
    const now = await tx.select().from(productImages).where(eq(productImages.productId, productId))
    const byName = new Map<string, StoredImage>(
      now.map((image) => [
        sheetImageName({ version: imageVersion(image), contentType: image.contentType }),
        image,
      ]),
    )
    const images = []
    for (const name of files.images) {
      const key = stored.images.get(name)
      const kept = byName.get(name)
      if (key)
        images.push({
          productId,
          alt: product.name,
          altEn: product.nameEn,
          contentType: 'image/webp',
          svg: null,
          filePath: key,
          position: 0,
        })
      else if (kept) images.push(kept)
      else return undefined
    }
    for (const image of now)
      if (image.filePath && !images.includes(image)) obsoleteImages.push(image.filePath)
    await tx.delete(productImages).where(eq(productImages.productId, productId))
    if (images.length > 0) await tx.insert(productImages).values(numbered(images))
  }
  if (files.datasheet !== undefined) {
    const [previous] = await tx
      .delete(productDatasheets)
      .where(eq(productDatasheets.productId, productId))
      .returning()
    if (previous) obsolete.push(previous.filePath)
    if (files.datasheet !== null && stored.datasheet)
      await tx.insert(productDatasheets).values({
        productId,
        fileName: `ficha-tecnica-${product.slug}.pdf`,
        filePath: stored.datasheet.key,
        size: stored.datasheet.size,
        uploadedAt: new Date(),
      })
  }
  return { obsolete, obsoleteImages }
}
