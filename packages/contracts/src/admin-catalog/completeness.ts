import { z } from 'zod'

/* The publishing rule: which fields a product needs before it can go live, and how far it is. */

/** Fields every product must have before it can be published. */
const EVERY_PRODUCT_FIELDS = [
  'name',
  'reference',
  'brand',
  'category',
  'family',
  'packaging',
  'shortDescription',
  'description',
  'caNumber',
  'caValidUntil',
  'images',
  'datasheet',
] as const

/** Fields a product may need before it can be published (the completeness rule): some by category. */
export const COMPLETENESS_FIELDS = [...EVERY_PRODUCT_FIELDS, 'en388', 'ansiCutLevel', 'sizes'] as const
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number]

const EVERY_PRODUCT: CompletenessField[] = [...EVERY_PRODUCT_FIELDS]

/**
 * Extra required fields per category, as product-information systems do: gloves and coveralls show their
 * sizes. Data, not code: add a category here.
 */
export const REQUIRED_BY_CATEGORY: Record<string, CompletenessField[]> = {
  'luva-de-seguranca': ['sizes'],
  'macacao-de-seguranca': ['sizes'],
}
/**
 * A product tested to a norm states its rating there: one that lists EN 388 shows its code (4X43C). A glove
 * certified only for chemicals (EN ISO 374), heat (EN 407) or electricity has no EN 388 code to show.
 */
export const REQUIRED_BY_NORM: [RegExp, CompletenessField][] = [[/^EN 388\b/i, 'en388']]
/** A product certified ANSI/ISEA 105 states its cut level. */
export const REQUIRED_BY_CERTIFICATE: Record<string, CompletenessField[]> = {
  'ansi-isea-105': ['ansiCutLevel'],
}

export type CompletenessInput = {
  name: string
  reference: string
  brand: string
  category: string
  family: string
  packaging: string
  shortDescription: string
  description: string
  caNumber: string
  caValidUntil: string | null
  en388: string | null
  ansiCutLevel: string | null
  sizes: string[]
  certificates: string[]
  norms: string[]
  imageCount: number
  hasDatasheet: boolean
}

export const Completeness = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(COMPLETENESS_FIELDS)).describe('Required fields still empty'),
})
export type Completeness = z.infer<typeof Completeness>

export function requiredFields(product: Pick<CompletenessInput, 'category' | 'certificates' | 'norms'>) {
  const fields = new Set<CompletenessField>(EVERY_PRODUCT)
  for (const field of REQUIRED_BY_CATEGORY[product.category] ?? []) fields.add(field)
  for (const [norm, field] of REQUIRED_BY_NORM)
    if (product.norms.some((listed) => norm.test(listed.trim()))) fields.add(field)
  for (const certificate of product.certificates)
    for (const field of REQUIRED_BY_CERTIFICATE[certificate] ?? []) fields.add(field)
  return [...fields]
}

const filled = (product: CompletenessInput, field: CompletenessField): boolean => {
  switch (field) {
    case 'images':
      return product.imageCount > 0
    case 'datasheet':
      return product.hasDatasheet
    case 'sizes':
      return product.sizes.length > 0
    default: {
      const value = product[field]
      return typeof value === 'string' && value.trim().length > 0
    }
  }
}

/** The share of required fields filled, and which are missing (in COMPLETENESS_FIELDS order). */
export function completeness(product: CompletenessInput): Completeness {
  const required = requiredFields(product)
  const missing = COMPLETENESS_FIELDS.filter((field) => required.includes(field) && !filled(product, field))
  return { percent: Math.floor((100 * (required.length - missing.length)) / required.length), missing }
}
