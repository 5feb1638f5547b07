import { en374LettersFor, type ProductAttributes, type ProductSummaryAttributes } from '@escudo/contracts'
import type { CaCheck } from '../ca-registry/product-check'
import type { ProductRow } from '../db/schema/index'
import { translated } from '../lib/translated'

/** `version` (an uploaded image's key) makes the URL change with the image, so it can be cached for good. */
export type ImageRef = { position: number; alt: string; altEn?: string | null; version?: string | null }

export const imageUrl = (productId: string, position: number, version?: string | null) =>
  `/api/v1/products/${productId}/images/${position}${version ? `?v=${version}` : ''}`
export const datasheetUrl = (productId: string) => `/api/v1/products/${productId}/datasheet`

/**
 * The version of a product's link-preview picture (a 1200×630 rendition of its first image): the upload's
 * key, or for a drawn image the product's version; undefined without images.
 */
export function openGraphVersion(productVersion: number, images: ImageRef[]): string | undefined {
  const first = images.reduce<ImageRef | undefined>(
    (a, b) => (a && a.position <= b.position ? a : b),
    undefined,
  )
  return first && (first.version ?? `r${productVersion}`)
}
export const openGraphUrl = (productId: string, version: string) =>
  `/api/v1/products/${productId}/open-graph-image?v=${encodeURIComponent(version)}`

type SummaryRow = Omit<
  ProductRow,
  | 'careInstructions'
  | 'careInstructionsEn'
  | 'description'
  | 'descriptionEn'
  | 'published'
  | 'version'
  | 'updatedAt'
>

/**
 * What a list shows of a product, from its row, its images' positions and alt texts, and its CA checked
 * against the registry in use (`checkCas`, or the index build's own read).
 */
export function summaryAttributes(
  row: SummaryRow,
  images: ImageRef[],
  check: CaCheck,
): ProductSummaryAttributes {
  return {
    name: row.name,
    slug: row.slug,
    reference: row.reference,
    description: row.shortDescription,
    caNumber: row.caNumber,
    caValidUntil: row.caValidUntil,
    caState: check.caState,
    isLancamento: row.isLancamento,
    popularity: row.popularity,
    images: [...images]
      .sort((a, b) => a.position - b.position)
      .map((image) => ({
        url: imageUrl(row.id, image.position, image.version),
        alt: image.alt,
        en: translated({ alt: image.altEn }),
      })),
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
    en388: row.en388,
    ansiCutLevel: row.ansiCutLevel,
    sizes: row.sizes,
    createdAt: row.createdAt.toISOString(),
    en: translated({ name: row.nameEn, description: row.shortDescriptionEn }),
  }
}

/** Everything the product page shows. */
export function productAttributes(row: ProductRow, images: ImageRef[], check: CaCheck): ProductAttributes {
  const preview = openGraphVersion(row.version, images)
  return {
    ...summaryAttributes(row, images, check),
    en: translated({
      name: row.nameEn,
      description: row.shortDescriptionEn,
      longDescription: row.descriptionEn,
      careInstructions: row.careInstructionsEn,
    }),
    caRegistry: check.caRegistry,
    longDescription: row.description,
    careInstructions: row.careInstructions,
    norms: row.norms,
    chemicalResistance: row.chemicalResistance,
    en374Type: row.en374Type,
    en374Letters: en374LettersFor(row.chemicalResistance),
    datasheetUrl: datasheetUrl(row.id),
    openGraphImageUrl: preview ? openGraphUrl(row.id, preview) : null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

/** Group id → option ids of a product, as the search index and the filters name them. */
export function productOptions(row: SummaryRow): Record<string, string[]> {
  return {
    brands: [row.brand],
    categories: [row.category],
    families: [row.family],
    packaging: [row.packaging],
    heights: row.heights,
    riskTypes: row.riskTypes,
    segments: row.segments,
    materials: row.materials,
    certificates: row.certificates,
    ...row.secondary,
  }
}
