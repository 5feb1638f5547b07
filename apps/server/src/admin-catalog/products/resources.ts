import { createHash } from 'node:crypto'
import {
  completeness,
  type AdminProductAttributes,
  type AdminProductImage,
  type AdminProductSummaryAttributes,
} from '@escudo/contracts'
import { datasheetUrl, imageUrl } from '../../catalog/resources'
import type { ProductRow } from '../../db/schema/index'
import { keyVersion } from '../../storage/keys'
import { storedCompleteness } from './stored-completeness'

export type ImageRow = {
  position: number
  alt: string
  altEn: string | null
  svg: string | null
  filePath: string | null
}
export type DatasheetRow = { fileName: string; size: number } | undefined

/** What makes an image URL change when the image does: the upload's random key, or a hash of the SVG. */
export function imageVersion(image: { svg: string | null; filePath: string | null }): string {
  if (image.filePath) return keyVersion(image.filePath)
  return createHash('md5')
    .update(image.svg ?? '')
    .digest('hex')
    .slice(0, 12)
}

export function adminImage(productId: string, image: ImageRow): AdminProductImage {
  const url = imageUrl(productId, image.position, imageVersion(image))
  return {
    position: image.position,
    alt: image.alt,
    altEn: image.altEn,
    url,
    thumbnailUrl: image.filePath ? `${url}&w=400` : url,
    uploaded: image.filePath !== null,
  }
}

export function productCompleteness(row: ProductRow, imageCount: number, hasDatasheet: boolean) {
  return completeness({ ...row, imageCount, hasDatasheet })
}

type EnglishTexts = Pick<ProductRow, 'nameEn' | 'shortDescriptionEn' | 'descriptionEn' | 'careInstructionsEn'>

/** A product missing any of its four English texts (the back office's "missing English" badge and filter). */
export const missingEnglish = (row: EnglishTexts) =>
  !row.nameEn || !row.shortDescriptionEn || !row.descriptionEn || !row.careInstructionsEn

export function adminProductAttributes(
  row: ProductRow,
  images: ImageRow[],
  datasheet: DatasheetRow,
): AdminProductAttributes {
  return {
    name: row.name,
    reference: row.reference,
    slug: row.slug,
    shortDescription: row.shortDescription,
    description: row.description,
    careInstructions: row.careInstructions,
    nameEn: row.nameEn,
    shortDescriptionEn: row.shortDescriptionEn,
    descriptionEn: row.descriptionEn,
    careInstructionsEn: row.careInstructionsEn,
    missingEnglish: missingEnglish(row),
    brand: row.brand,
    category: row.category,
    family: row.family,
    packaging: row.packaging,
    heights: row.heights,
    riskTypes: row.riskTypes,
    segments: row.segments,
    materials: row.materials,
    certificates: row.certificates,
    secondary: row.secondary,
    isLancamento: row.isLancamento,
    popularity: row.popularity,
    caNumber: row.caNumber,
    caValidUntil: row.caValidUntil,
    en388: row.en388,
    ansiCutLevel: row.ansiCutLevel,
    norms: row.norms,
    sizes: row.sizes,
    chemicalResistance: row.chemicalResistance,
    en374Type: row.en374Type,
    published: row.published,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: [...images].sort((a, b) => a.position - b.position).map((image) => adminImage(row.id, image)),
    datasheet: {
      uploaded: datasheet !== undefined,
      fileName: datasheet?.fileName ?? null,
      size: datasheet?.size ?? null,
      url: datasheetUrl(row.id),
    },
    completeness: productCompleteness(row, images.length, datasheet !== undefined),
  }
}

/** A list row: the columns it shows, its stored missing fields, and what the completeness percent needs. */
export type SummaryRow = {
  id: string
  name: string
  reference: string
  slug: string
  brand: string
  category: string
  caNumber: string
  caValidUntil: string
  certificates: string[]
  norms: string[]
  published: boolean
  version: number
  updatedAt: Date
  missingFields: string[] | null
  thumbnailVersion: string | null
  missingEnglish: boolean
}

export function adminProductSummary(row: SummaryRow): AdminProductSummaryAttributes {
  const thumbnail = row.thumbnailVersion ? imageUrl(row.id, 1, row.thumbnailVersion) : null
  return {
    name: row.name,
    reference: row.reference,
    slug: row.slug,
    brand: row.brand,
    category: row.category,
    caNumber: row.caNumber,
    caValidUntil: row.caValidUntil,
    published: row.published,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    thumbnailUrl: thumbnail ? `${thumbnail}&w=400` : null,
    completeness: storedCompleteness(row),
    missingEnglish: row.missingEnglish,
  }
}

/** The product as the back office sees it, published or not: the admin API's document, and webhooks' `data`. */
export function productDocument({
  row,
  images,
  datasheet,
}: {
  row: ProductRow
  images: ImageRow[]
  datasheet: DatasheetRow
}) {
  return {
    data: {
      type: 'products' as const,
      id: row.id,
      attributes: adminProductAttributes(row, images, datasheet),
    },
  }
}
