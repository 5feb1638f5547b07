import { z } from 'zod'
import { OptionId } from './catalog'
import { PlainText, ResourceId, writeDocument } from './customer-common'
import { Links, PageQuery, resource } from './jsonapi'

/** Stable `code` values of the back office's catalogue errors, for the web app to react to. */
export const ADMIN_CATALOG_ERROR_CODES = {
  staleVersion: 'stale_version',
  incomplete: 'product_incomplete',
  optionInUse: 'option_in_use',
  productInUse: 'product_in_use',
  fileTooLarge: 'file_too_large',
  unsupportedFile: 'unsupported_file',
} as const

/** Upload limits, shown by the forms and enforced by the server. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const DATASHEET_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PRODUCT_IMAGES_MAX = 12
/** Widths (px) an uploaded image is resized to, as WebP. */
export const IMAGE_WIDTHS = [400, 1200] as const

const IsoDate = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' })

/** Free text that may be empty while the product is a draft (completeness asks for it before publishing). */
const DraftText = (label: string, max: number) =>
  z
    .string({ error: `${label} precisa ser um texto.` })
    .max(max, { error: `${label} pode ter no máximo ${max} caracteres.` })

const ShortList = (label: string, max: number, itemMax: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: `${label}: item vazio.` })
        .max(itemMax, { error: `${label}: cada item tem no máximo ${itemMax} caracteres.` }),
      { error: `${label} precisa ser uma lista.` },
    )
    .max(max, { error: `${label}: no máximo ${max} itens.` })

const Options = z.array(OptionId, { error: 'Escolha opções da lista.' }).max(40)

/** Every attribute of product.md section 3 the back office writes. */
export const ProductInputFields = z.object({
  name: PlainText('o nome', 160),
  reference: z
    .string({ error: 'Informe a referência.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9.-]{1,39}$/, {
      error: 'A referência usa letras, números, ponto e hífen (2 a 40 caracteres).',
    }),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'O endereço usa letras minúsculas, números e hífens.' })
    .max(120)
    .optional()
    .describe('Generated from the name when absent'),
  shortDescription: DraftText('O resumo', 300),
  description: DraftText('A descrição', 10_000),
  careInstructions: DraftText('Os cuidados', 4000),
  brand: OptionId,
  category: OptionId,
  family: OptionId,
  packaging: OptionId,
  heights: Options,
  riskTypes: Options,
  segments: Options,
  materials: Options,
  certificates: Options,
  secondary: z.record(z.string().max(64), Options).describe('Secondary group id → option ids'),
  isLancamento: z.boolean({ error: 'Marque ou desmarque o lançamento.' }),
  popularity: z
    .number({ error: 'A popularidade é um número inteiro.' })
    .int({ error: 'A popularidade é um número inteiro.' })
    .min(0, { error: 'A popularidade não pode ser negativa.' })
    .max(1_000_000, { error: 'A popularidade pode ser no máximo 1.000.000.' })
    .describe('Popularity override: the "most popular" order'),
  caNumber: z
    .string({ error: 'O CA é um número.' })
    .trim()
    .regex(/^(\d{1,7})?$/, { error: 'O número do CA tem só dígitos (até 7).' }),
  caValidUntil: IsoDate,
  en388: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-4X][0-5X][0-4X][0-4X]([A-FX]P?)?$/, {
      error: 'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C.',
    })
    .nullable(),
  ansiCutLevel: z
    .string()
    .regex(/^A[1-9]$/, { error: 'Nível ANSI/ISEA 105 de A1 a A9.' })
    .nullable(),
  norms: ShortList('Normas', 20, 100),
  sizes: ShortList('Tamanhos', 30, 20),
})

const DEFAULTS = {
  shortDescription: '',
  description: '',
  careInstructions: '',
  heights: [],
  riskTypes: [],
  segments: [],
  materials: [],
  certificates: [],
  secondary: {},
  isLancamento: false,
  popularity: 0,
  caNumber: '',
  en388: null,
  ansiCutLevel: null,
  norms: [],
  sizes: [],
} satisfies Partial<z.input<typeof ProductInputFields>>

/** Creating: identity, classification and CA validity are needed; the rest may come later. */
export const CreateProductAttributes = ProductInputFields.partial()
  .required({
    name: true,
    reference: true,
    brand: true,
    category: true,
    family: true,
    packaging: true,
    caValidUntil: true,
  })
  .transform((attributes) => ({ ...DEFAULTS, ...attributes }))
export const CreateProductRequest = writeDocument('products', CreateProductAttributes)
export type CreateProductRequest = z.input<typeof CreateProductRequest>
export type ProductInput = z.output<typeof ProductInputFields>

/** Updating: any attributes, with the `version` read (optimistic locking). */
export const UpdateProductAttributes = ProductInputFields.partial().extend({
  version: z
    .number({ error: 'Envie a versão do produto que você leu.' })
    .int({ error: 'Envie a versão do produto que você leu.' })
    .min(1),
})
export const UpdateProductRequest = writeDocument('products', UpdateProductAttributes)
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>

/* ---------- completeness ---------- */

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

/* ---------- responses ---------- */

export const AdminProductImage = z.object({
  position: z.number().int(),
  alt: z.string(),
  url: z.string().describe('Large size (1200 px wide for uploads)'),
  thumbnailUrl: z.string().describe('Small size (400 px wide for uploads)'),
  uploaded: z.boolean().describe('false: an illustration generated by the seed'),
})
export type AdminProductImage = z.infer<typeof AdminProductImage>

export const AdminDatasheet = z.object({
  uploaded: z.boolean().describe('false: generated from the product data'),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  url: z.string(),
})

export const AdminProductAttributes = z.object({
  name: z.string(),
  reference: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  careInstructions: z.string(),
  brand: z.string(),
  category: z.string(),
  family: z.string(),
  packaging: z.string(),
  heights: z.array(z.string()),
  riskTypes: z.array(z.string()),
  segments: z.array(z.string()),
  materials: z.array(z.string()),
  certificates: z.array(z.string()),
  secondary: z.record(z.string(), z.array(z.string())),
  isLancamento: z.boolean(),
  popularity: z.number().int(),
  caNumber: z.string(),
  caValidUntil: z.string(),
  en388: z.string().nullable(),
  ansiCutLevel: z.string().nullable(),
  norms: z.array(z.string()),
  sizes: z.array(z.string()),
  published: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.array(AdminProductImage),
  datasheet: AdminDatasheet,
  completeness: Completeness,
})
export type AdminProductAttributes = z.infer<typeof AdminProductAttributes>
export const AdminProductResource = resource('products', AdminProductAttributes)
export const AdminProductDocument = z.object({ data: AdminProductResource })
export type AdminProductDocument = z.infer<typeof AdminProductDocument>

export const AdminProductSummaryAttributes = z.object({
  name: z.string(),
  reference: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  caNumber: z.string(),
  caValidUntil: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  thumbnailUrl: z.string().nullable(),
  completeness: Completeness,
})
export type AdminProductSummaryAttributes = z.infer<typeof AdminProductSummaryAttributes>
export const AdminProductListDocument = z.object({
  data: z.array(resource('products', AdminProductSummaryAttributes)),
  meta: z.object({ total: z.number().int() }),
  links: Links,
})
export type AdminProductListDocument = z.infer<typeof AdminProductListDocument>

export const ADMIN_PRODUCT_SORTS = [
  'name',
  '-name',
  'reference',
  '-reference',
  '-updatedAt',
  'updatedAt',
] as const
const Flag = z.enum(['true', 'false'], { error: 'Use true ou false.' })
export const AdminProductQuery = PageQuery.extend({
  'filter[q]': z.string().trim().max(100).optional(),
  'filter[published]': Flag.optional(),
  'filter[complete]': Flag.optional(),
  'filter[category]': OptionId.optional(),
  'filter[brand]': OptionId.optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort: use ${ADMIN_PRODUCT_SORTS.join(', ')}.` })
    .default('-updatedAt'),
})
export type AdminProductQuery = z.input<typeof AdminProductQuery>

export const ProductIdParams = z.object({ id: ResourceId })
export const ProductImageParams = ProductIdParams.extend({
  position: z.coerce.number().int().min(1).max(99),
})

/** New order and alt texts: every current image once, by its current position. */
export const UpdateProductImagesRequest = writeDocument(
  'product-images',
  z.object({
    images: z
      .array(
        z.object({ position: z.number().int().min(1).max(99), alt: PlainText('o texto alternativo', 250) }),
      )
      .min(1)
      .max(PRODUCT_IMAGES_MAX),
  }),
)
export type UpdateProductImagesRequest = z.input<typeof UpdateProductImagesRequest>
export const AdminProductImagesDocument = z.object({
  data: z.object({
    type: z.literal('product-images'),
    id: z.string(),
    attributes: z.object({ images: z.array(AdminProductImage) }),
  }),
})

/* ---------- taxonomy ---------- */

export const TaxonomyOptionAttributes = z.object({
  title: PlainText('o título em português', 80),
  titleEn: PlainText('o título em inglês', 80),
  description: z.string().max(400, { error: 'A descrição pode ter no máximo 400 caracteres.' }).nullable(),
  descriptionEn: z.string().max(400, { error: 'A descrição pode ter no máximo 400 caracteres.' }).nullable(),
})
export const CreateTaxonomyOptionRequest = writeDocument(
  'filter-options',
  TaxonomyOptionAttributes.partial({ description: true, descriptionEn: true }).extend({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'O código usa letras minúsculas, números e hífens.' })
      .max(64)
      .optional()
      .describe('Generated from the pt-BR title when absent'),
  }),
)
export type CreateTaxonomyOptionRequest = z.input<typeof CreateTaxonomyOptionRequest>
export const UpdateTaxonomyOptionRequest = writeDocument('filter-options', TaxonomyOptionAttributes.partial())
export type UpdateTaxonomyOptionRequest = z.input<typeof UpdateTaxonomyOptionRequest>
export const TaxonomyOrderRequest = writeDocument(
  'filter-option-orders',
  z.object({ options: z.array(OptionId).min(1).max(200) }),
)
export type TaxonomyOrderRequest = z.input<typeof TaxonomyOrderRequest>

export const AdminTaxonomyOption = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  position: z.number().int(),
  productCount: z.number().int().describe('Products using the option'),
})
export type AdminTaxonomyOption = z.infer<typeof AdminTaxonomyOption>
export const AdminTaxonomyGroupResource = resource(
  'filter-groups',
  z.object({
    title: z.string(),
    titleEn: z.string(),
    multiple: z.boolean(),
    appliesTo: z.object({ group: z.string(), option: z.string().nullable() }).nullable(),
    options: z.array(AdminTaxonomyOption),
  }),
)
export type AdminTaxonomyGroupResource = z.infer<typeof AdminTaxonomyGroupResource>
export const AdminTaxonomyDocument = z.object({ data: z.array(AdminTaxonomyGroupResource) })
export type AdminTaxonomyDocument = z.infer<typeof AdminTaxonomyDocument>
export const TaxonomyOptionParams = z.object({ group: z.string().max(64), option: z.string().max(64) })
export const TaxonomyGroupParams = z.object({ group: z.string().max(64) })

/* ---------- banners ---------- */

/** Banner widths (px), WebP: a hero spans the page. */
export const BANNER_WIDTHS = [800, 1600] as const

const Instant = z.iso.datetime({ offset: true, error: 'Use data e hora ISO 8601.' }).nullable()
const BannerLink = z
  .string({ error: 'Informe o link.' })
  .trim()
  .max(500)
  .refine((link) => /^\/(?!\/)/.test(link) || /^https:\/\//.test(link), {
    error: 'O link começa com / (uma página da loja) ou https://.',
  })
export const BannerInput = z
  .object({
    title: PlainText('o título', 120),
    subtitle: z.string().max(200, { error: 'O subtítulo pode ter no máximo 200 caracteres.' }).nullable(),
    link: BannerLink,
    imageAlt: PlainText('o texto alternativo', 250),
    activeFrom: Instant,
    activeUntil: Instant,
  })
  .partial({ subtitle: true, activeFrom: true, activeUntil: true })
const windowOk = (banner: { activeFrom?: string | null; activeUntil?: string | null }) =>
  !banner.activeFrom || !banner.activeUntil || new Date(banner.activeFrom) < new Date(banner.activeUntil)
const windowError = { path: ['activeUntil'], error: 'O fim da exibição precisa ser depois do início.' }
/** Sent as the text fields of a multipart request with the image. */
export const CreateBannerFields = BannerInput.refine(windowOk, windowError)
export const UpdateBannerRequest = writeDocument(
  'banners',
  BannerInput.partial().refine(windowOk, windowError),
)
export type UpdateBannerRequest = z.input<typeof UpdateBannerRequest>
export const BannerOrderRequest = writeDocument(
  'banner-orders',
  z.object({ ids: z.array(ResourceId).min(1).max(100) }),
)
export type BannerOrderRequest = z.input<typeof BannerOrderRequest>

export const AdminBannerAttributes = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  position: z.number().int(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  active: z.boolean().describe('Whether now is inside the active window'),
})
export type AdminBannerAttributes = z.infer<typeof AdminBannerAttributes>
export const AdminBannerResource = resource('banners', AdminBannerAttributes)
export const AdminBannerDocument = z.object({ data: AdminBannerResource })
export const AdminBannerListDocument = z.object({ data: z.array(AdminBannerResource) })
export type AdminBannerListDocument = z.infer<typeof AdminBannerListDocument>

/* ---------- highlights ---------- */

export const HIGHLIGHTS_MAX = 24
export const UpdateHighlightsRequest = writeDocument(
  'highlights',
  z.object({
    productIds: z
      .array(ResourceId)
      .max(HIGHLIGHTS_MAX, { error: `No máximo ${HIGHLIGHTS_MAX} destaques.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Um produto aparece duas vezes.' }),
  }),
)
export type UpdateHighlightsRequest = z.input<typeof UpdateHighlightsRequest>
export const AdminHighlightsDocument = z.object({
  data: z.array(
    resource(
      'products',
      z.object({
        name: z.string(),
        reference: z.string(),
        published: z.boolean(),
        thumbnailUrl: z.string().nullable(),
      }),
    ),
  ),
})
export type AdminHighlightsDocument = z.infer<typeof AdminHighlightsDocument>
