import { CreateProductRequest, UpdateProductRequest, type ProductInput } from '@escudo/contracts'
import type { TFunction, i18n as I18n } from 'i18next'
import { validateAttributes, type FieldErrors } from '../../../../lib/forms'
import type { AdminProduct, CreateProductInput } from '../api/products'

/** Inputs hold "none" as an empty string where the API takes null or leaves the attribute out. */
type AsTyped = { slug: string; en388: string; ansiCutLevel: string } & Record<EnglishField, string>
/** The four English texts (issue 22): an empty input is "not translated" (null). */
export const ENGLISH_FIELDS = ['nameEn', 'shortDescriptionEn', 'descriptionEn', 'careInstructionsEn'] as const
type EnglishField = (typeof ENGLISH_FIELDS)[number]
/** The product form's values: the contract's product attributes, every one present, as the inputs hold them. */
export type ProductFormValues = Omit<ProductInput, keyof AsTyped> & AsTyped

/** A result row the editor adds: everything empty (the standard defaults on the server). */
export const EMPTY_CHEMICAL: ProductFormValues['chemicalResistance'][number] = {
  cas: '',
  name: '',
  nameEn: null,
  letter: null,
  level: null,
  breakthroughMinutes: null,
  degradation: null,
  standard: '',
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
    nameEn: product?.nameEn ?? '',
    shortDescriptionEn: product?.shortDescriptionEn ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    careInstructionsEn: product?.careInstructionsEn ?? '',
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
    // Carried back as read: the type is derived from it on the server (decision 052).
    chemicalResistance: product?.chemicalResistance ?? [],
  }
}

/** What the API takes: "none" as null, no empty secondary groups, the slug only when typed. */
export function toAttributes(values: ProductFormValues): CreateProductInput {
  const {
    slug,
    en388,
    ansiCutLevel,
    secondary,
    nameEn,
    shortDescriptionEn,
    descriptionEn,
    careInstructionsEn,
    chemicalResistance,
    ...rest
  } = values
  const english = { nameEn, shortDescriptionEn, descriptionEn, careInstructionsEn }
  return {
    ...rest,
    ...Object.fromEntries(ENGLISH_FIELDS.map((field) => [field, english[field].trim() || null])),
    ...(slug.trim() ? { slug: slug.trim() } : {}),
    en388: en388.trim() || null,
    ansiCutLevel: ansiCutLevel || null,
    secondary: Object.fromEntries(Object.entries(secondary).filter(([, ids]) => ids.length > 0)),
    // The letter follows the CAS on the server; an empty English name is "not translated".
    chemicalResistance: chemicalResistance.map(({ letter: _letter, nameEn, ...result }) => ({
      ...result,
      nameEn: nameEn?.trim() || null,
    })),
  }
}

/** Every option group shares its messages (`validation.options.*`). */
const OPTION_FIELDS = Object.fromEntries([...MULTI_GROUPS, 'secondary'].map((field) => [field, 'options']))

/**
 * Checks the values with the schema the server will apply to this write (create, or update at `version`),
 * one message per field in the reader's language: nothing the contract refuses is sent.
 */
export function validateProduct(
  values: ProductFormValues,
  version: number | undefined,
  t: TFunction,
  i18n: Pick<I18n, 'resolvedLanguage' | 'language'>,
): FieldErrors {
  const attributes = toAttributes(values)
  const options = { aliases: OPTION_FIELDS }
  return version === undefined
    ? validateAttributes(CreateProductRequest, 'products', attributes, t, i18n, options)
    : validateAttributes(UpdateProductRequest, 'products', { ...attributes, version }, t, i18n, options)
}
