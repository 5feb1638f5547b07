import type { AdminProduct, CreateProductInput } from '../api/products'

/** The product form's values: every field as the inputs hold it (empty strings for "none"). */
export type ProductFormValues = {
  name: string
  reference: string
  slug: string
  shortDescription: string
  description: string
  careInstructions: string
  brand: string
  category: string
  family: string
  packaging: string
  heights: string[]
  riskTypes: string[]
  segments: string[]
  materials: string[]
  certificates: string[]
  secondary: Record<string, string[]>
  isLancamento: boolean
  popularity: number
  caNumber: string
  caValidUntil: string
  en388: string
  ansiCutLevel: string
  norms: string[]
  sizes: string[]
}

export const MULTI_GROUPS = ['heights', 'riskTypes', 'segments', 'materials', 'certificates'] as const
export const SINGLE_GROUPS = [
  ['brands', 'brand'],
  ['categories', 'category'],
  ['families', 'family'],
  ['packaging', 'packaging'],
] as const

export function formValues(product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    reference: product?.reference ?? '',
    slug: product?.slug ?? '',
    shortDescription: product?.shortDescription ?? '',
    description: product?.description ?? '',
    careInstructions: product?.careInstructions ?? '',
    brand: product?.brand ?? '',
    category: product?.category ?? '',
    family: product?.family ?? '',
    packaging: product?.packaging ?? '',
    heights: product?.heights ?? [],
    riskTypes: product?.riskTypes ?? [],
    segments: product?.segments ?? [],
    materials: product?.materials ?? [],
    certificates: product?.certificates ?? [],
    secondary: product?.secondary ?? {},
    isLancamento: product?.isLancamento ?? false,
    popularity: product?.popularity ?? 0,
    caNumber: product?.caNumber ?? '',
    caValidUntil: product?.caValidUntil ?? '',
    en388: product?.en388 ?? '',
    ansiCutLevel: product?.ansiCutLevel ?? '',
    norms: product?.norms ?? [],
    sizes: product?.sizes ?? [],
  }
}

/** What the API takes: "none" as null, no empty secondary groups, the slug only when typed. */
export function toAttributes(values: ProductFormValues): CreateProductInput {
  const { slug, en388, ansiCutLevel, secondary, ...rest } = values
  return {
    ...rest,
    ...(slug.trim() ? { slug: slug.trim() } : {}),
    en388: en388.trim() || null,
    ansiCutLevel: ansiCutLevel || null,
    secondary: Object.fromEntries(Object.entries(secondary).filter(([, ids]) => ids.length > 0)),
  }
}
