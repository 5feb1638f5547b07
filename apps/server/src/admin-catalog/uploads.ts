import { ADMIN_CATALOG_ERROR_CODES, IMAGE_TYPES, IMAGE_WIDTHS } from '@escudo/contracts'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { ApiProblem } from '../lib/errors'

/* What an uploaded file must be (by its bytes, never its name) and what it becomes before it is stored. */

export const unsupportedFile = (detail: string) =>
  new ApiProblem(422, [
    {
      code: ADMIN_CATALOG_ERROR_CODES.unsupportedFile,
      title: 'Invalid attribute',
      detail,
      source: { pointer: '/file' },
    },
  ])

export type ResizedImage = { width: number; data: Buffer }[]

/** JPEG, PNG or WebP by content, resized to the web widths as WebP (never enlarged). */
export async function resizeImage(
  data: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<ResizedImage> {
  const type = await fileTypeFromBuffer(data)
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw unsupportedFile('A imagem precisa ser JPEG, PNG ou WebP.')
  try {
    // A 50-megapixel cap stops decompression bombs before they take the memory.
    const source = sharp(data, { limitInputPixels: 50_000_000 }).rotate()
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    )
  } catch {
    throw unsupportedFile('A imagem está corrompida ou é grande demais para processar.')
  }
}

/** A PDF by content. */
export async function checkPdf(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data)
  if (type?.mime !== 'application/pdf') throw unsupportedFile('A ficha técnica precisa ser um arquivo PDF.')
}
