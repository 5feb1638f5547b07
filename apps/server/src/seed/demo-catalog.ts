import type { NewProduct, NewProductImage } from '../db/schema/index'
import { ChemicalResistanceInput } from '@escudo/contracts'
import { withDerivedCutOptions } from '../catalog/cut-options'
import { withDerivedChemicalOptions } from '../catalog/chemical-options'
import { productIllustration, technicalLabel } from '../catalog/illustrations'
import { slugify } from '../lib/slug'
import { longDescription, stableUuid } from './describe'
import { englishTexts } from './english'
import { productKind } from './product-kinds'
import { CARE, PRODUCT_MODELS, type ProductModel, type Variant } from './models/index'
import { daysAgo, isoDay, seededRandom } from '../lib/seeded-random'

export type SeedProduct = {
  product: NewProduct & { id: string }
  images: Omit<NewProductImage, 'productId'>[]
}

const CATEGORY_CODE: Record<string, string> = {
  'luva-de-seguranca': 'LV',
  'oculos-de-seguranca': 'OC',
  'macacao-de-seguranca': 'MC',
  'malha-de-aco': 'MA',
  mangote: 'MG',
  acessorios: 'AC',
  'mascara-de-solda': 'MS',
  'cinta-ergonomica': 'CE',
  'colete-refletivo': 'CR',
}

/** Sizes become secondary filters, so they are never typed twice (the cut options: `withDerivedCutOptions`). */
export function deriveSecondary(model: Omit<ProductModel, 'variants'>): Record<string, string[]> {
  const secondary: Record<string, string[]> = { ...model.secondary }
  if (model.category === 'luva-de-seguranca') {
    const sizes = model.sizes.filter((size) => /^(6|7|8|9|10|11)$/.test(size))
    if (sizes.length > 0) secondary['glove.size'] = sizes
  }
  if (model.category === 'macacao-de-seguranca') {
    secondary['coverall.size'] = model.sizes.map((size) => size.toLowerCase())
  }
  return secondary
}

/**
 * CA validity relative to the seed's date: every tenth product expired, every tenth expiring within
 * 90 days, the rest valid for up to four years: the product page's warnings all have examples.
 */
export function caValidity(index: number, today: Date): string {
  if (index % 10 === 3) return isoDay(today, -(15 + ((index * 37) % 300)))
  if (index % 10 === 7) return isoDay(today, 5 + ((index * 13) % 80))
  return isoDay(today, 120 + ((index * 53) % 1300))
}

export function expandModel(
  model: ProductModel,
  variant: Variant,
  index: number,
  today: Date,
  nameSuffix = '',
  nameSuffixEn = nameSuffix,
): SeedProduct {
  const merged = { ...model, ...variant.overrides }
  const random = seededRandom(index * 7919 + 17)
  const name = `${model.name} ${variant.label}${nameSuffix}`
  const prefix = variant.brand === 'escudo-pro' ? 'EP' : 'TZ'
  const reference = `${prefix}-${CATEGORY_CODE[model.category] ?? 'XX'}-${String(1000 + index).padStart(4, '0')}`
  const caNumber = String(30000 + ((index * 7919) % 60000))
  const id = stableUuid(reference)
  const isLancamento = index % 10 === 5
  const createdAt = daysAgo(today, isLancamento ? index % 40 : 60 + ((index * 11) % 700))
  const description = longDescription({ ...merged, caNumber })
  const english = englishTexts(merged, `${model.name} ${variant.label}`, nameSuffixEn, caNumber)
  // The cut options follow the norm codes, as on every product write (decision 034).
  const cut = withDerivedCutOptions({
    en388: merged.en388 ?? null,
    ansiCutLevel: merged.ansiCutLevel ?? null,
    riskTypes: merged.riskTypes,
    secondary: deriveSecondary(merged),
    category: model.category,
  })
  // The EN ISO 374-1 type and its certificate follow the chemical data, as on every product write (decision 052).
  const chemicalResistance = ChemicalResistanceInput.parse(merged.chemicalResistance ?? [])
  const chemical = withDerivedChemicalOptions({ chemicalResistance, certificates: merged.certificates ?? [] })
  return {
    product: {
      id,
      reference,
      // Generated names can repeat; the reference keeps their slugs unique.
      slug: slugify(nameSuffix ? `${name}-${reference}` : name),
      name,
      shortDescription: merged.summary,
      description,
      brand: variant.brand,
      category: model.category,
      family: merged.family,
      packaging: merged.packaging,
      heights: merged.heights ?? [],
      riskTypes: cut.riskTypes,
      segments: merged.segments,
      materials: merged.materials,
      certificates: chemical.certificates,
      secondary: cut.secondary,
      isLancamento,
      popularity: random.int(0, 1000),
      caNumber,
      caValidUntil: caValidity(index, today),
      en388: merged.en388 ?? null,
      ansiCutLevel: merged.ansiCutLevel ?? null,
      norms: merged.norms,
      sizes: merged.sizes,
      chemicalResistance,
      en374Type: chemical.en374Type,
      careInstructions: CARE[merged.care],
      ...english,
      createdAt,
      updatedAt: createdAt,
    },
    images: [
      {
        position: 1,
        alt: `${name}: ilustração do produto`,
        altEn: english.nameEn ? `${english.nameEn}: product illustration` : null,
        contentType: 'image/svg+xml',
        svg: productIllustration(productKind(merged), variant.colour, name),
      },
      {
        position: 2,
        alt: `${name}: etiqueta técnica com referência e CA`,
        altEn: english.nameEn ? `${english.nameEn}: technical label with reference and CA` : null,
        contentType: 'image/svg+xml',
        svg: technicalLabel(
          [reference, `CA ${caNumber}`, ...(merged.en388 ? [`EN 388 ${merged.en388}`] : [])],
          `Etiqueta ${reference}`,
        ),
      },
    ],
  }
}

/** The demo catalogue: every variant of every model, numbered in a fixed order. */
export function buildDemoCatalog(today: Date): SeedProduct[] {
  const variants = PRODUCT_MODELS.flatMap((model) => model.variants.map((variant) => ({ model, variant })))
  return variants.map(({ model, variant }, index) => expandModel(model, variant, index, today))
}
