import { ADMIN_CATALOG_ERROR_CODES, IMAGE_TYPES, IMAGE_WIDTHS } from '@escudo/contracts'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { ApiProblem, type Bilingual, type Detail } from '../lib/errors'

/* What an uploaded file must be (by its bytes, never its name) and what it becomes before it is stored. */

/** The upload routes' own refusals, in both languages a staff member may work in (`users.locale`). */
export const uploadMessages = {
  tooLarge: (limit: string): Bilingual => ({
    'pt-BR': `O arquivo passa do limite de ${limit}. Nada foi salvo.`,
    en: `The file is over the ${limit} limit. Nothing was saved.`,
  }),
  unreadable: {
    'pt-BR': 'Não foi possível ler o envio (multipart).',
    en: 'The upload (multipart) could not be read.',
  } satisfies Bilingual,
  noFile: {
    'pt-BR': 'Envie um arquivo no campo "file".',
    en: 'Send a file in the "file" field.',
  } satisfies Bilingual,
  altTooLong: {
    'pt-BR': 'O texto alternativo pode ter no máximo 250 caracteres.',
    en: 'The alternative text can be at most 250 characters long.',
  } satisfies Bilingual,
}

export const unsupportedFile = (detail: Detail) =>
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
    throw unsupportedFile({
      'pt-BR': 'A imagem precisa ser JPEG, PNG ou WebP.',
      en: 'The image must be a JPEG, PNG or WebP file.',
    })
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
    throw unsupportedFile({
      'pt-BR': 'A imagem está corrompida ou é grande demais para processar.',
      en: 'The image is damaged or too large to process.',
    })
  }
}

/** A PDF by content. */
export async function checkPdf(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data)
  if (type?.mime !== 'application/pdf')
    throw unsupportedFile({
      'pt-BR': 'A ficha técnica precisa ser um arquivo PDF.',
      en: 'The data sheet must be a PDF file.',
    })
}
