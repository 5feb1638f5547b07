import { z } from 'zod'
import { OptionId } from '../catalog'
import { ResourceId } from '../customer-common'
import { Links, PageQuery, resource } from '../jsonapi'
import { Completeness } from './completeness'
import { AdminDatasheet, AdminProductImage, imagePosition } from './uploads'
import { says } from '../says'
import { ChemicalResult, En374TypeField } from '../chemical-resistance'

/* The back office's product as read: one product, the paged list and its query. */

export const AdminProductAttributes = z.object({
  name: z.string(),
  reference: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  careInstructions: z.string(),
  nameEn: z
    .string()
    .nullable()
    .describe('English name; null: not translated (the storefront shows the Portuguese)'),
  shortDescriptionEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  careInstructionsEn: z.string().nullable(),
  missingEnglish: z.boolean().describe('Some of the four English texts is missing'),
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
  chemicalResistance: z.array(ChemicalResult),
  en374Type: En374TypeField,
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
  missingEnglish: z.boolean().describe('Some of the four English texts is missing'),
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
const Flag = z.enum(['true', 'false'], { error: says('Use true ou false.', 'Use true or false.') })
export const AdminProductQuery = PageQuery.extend({
  'filter[q]': z
    .string({ error: says('Envie filter[q] uma vez só.', 'Send filter[q] only once.') })
    .trim()
    .max(100, {
      error: says(
        'A busca pode ter no máximo 100 caracteres.',
        'The search can be at most 100 characters long.',
      ),
    })
    .optional(),
  'filter[published]': Flag.optional(),
  'filter[complete]': Flag.optional(),
  'filter[missingEnglish]': Flag.optional().describe('true: products missing any of the four English texts'),
  'filter[category]': OptionId.optional(),
  'filter[brand]': OptionId.optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, {
      error: says(
        `sort é um de ${ADMIN_PRODUCT_SORTS.join(', ')}.`,
        `sort is one of ${ADMIN_PRODUCT_SORTS.join(', ')}.`,
      ),
    })
    .default('-updatedAt'),
})
export type AdminProductQuery = z.input<typeof AdminProductQuery>

export const ProductIdParams = z.object({ id: ResourceId })
export const ProductImageParams = ProductIdParams.extend({
  position: imagePosition(z.coerce.number),
})
