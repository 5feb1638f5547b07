import { z } from 'zod'
import { CA_CHECK_STATUSES, CA_STATES } from './ca-state'
import { Links, resource } from './jsonapi'
import { says } from './says'
import { ChemicalResult, En374TypeField } from './chemical-resistance'

/** Option ids are lower-case slugs (`luva-de-seguranca`, `corte-c`, `9`). */
export const OptionId = z
  .string({ error: says('Escolha uma opção da lista.', 'Choose an option from the list.') })
  .min(1, { error: says('Escolha uma opção da lista.', 'Choose an option from the list.') })
  .max(64, {
    error: says(
      'O código de uma opção tem no máximo 64 caracteres.',
      "An option's code is at most 64 characters long.",
    ),
  })

export const FilterOption = z.object({
  id: OptionId,
  title: z.string().describe('pt-BR title'),
  titleEn: z.string().describe('English title'),
  description: z.string().optional().describe('pt-BR description (certificates)'),
  descriptionEn: z.string().optional(),
})
export type FilterOption = z.infer<typeof FilterOption>

export const FilterGroupAttributes = z.object({
  title: z.string(),
  titleEn: z.string(),
  multiple: z.boolean().describe('Whether a product may hold several options of the group'),
  /** Secondary groups only: the selection that makes the group visible (option null = any option). */
  appliesTo: z.object({ group: z.string(), option: z.string().nullable() }).nullable(),
  options: z.array(FilterOption),
})
export const FilterGroupResource = resource('filter-groups', FilterGroupAttributes)
export type FilterGroupResource = z.infer<typeof FilterGroupResource>
export const FilterGroupsDocument = z.object({ data: z.array(FilterGroupResource) })
export type FilterGroupsDocument = z.infer<typeof FilterGroupsDocument>

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * The English texts of a resource (issue 22, decision 035): the translated ones only. A field left out is not
 * translated, and an English page shows the Portuguese one, marked lang="pt-BR".
 */
export const englishTexts = <K extends string>(...fields: K[]) =>
  z
    .object(
      Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<
        K,
        z.ZodOptional<z.ZodString>
      >,
    )
    .describe('English texts: a field left out is not translated (decision 035)')

export const ProductImage = z.object({ url: z.string(), alt: z.string(), en: englishTexts('alt') })
export type ProductImage = z.infer<typeof ProductImage>

/** What a list shows of a product; group attributes hold option ids. */
export const ProductSummaryAttributes = z.object({
  name: z.string(),
  slug: z.string(),
  reference: z.string().describe('SKU'),
  description: z.string().describe('Short description'),
  caNumber: z.string().describe('Certificado de Aprovação number'),
  caValidUntil: IsoDate,
  caState: z
    .enum(CA_STATES)
    .describe(
      'valido; vencendo (valid, at most 90 days left by caValidUntil); invalido (caValidUntil past, or the CAEPI ' +
        'registry does not list the CA as VÁLIDO): cannot be quoted',
    ),
  isLancamento: z.boolean(),
  popularity: z.number().int(),
  images: z.array(ProductImage),
  brand: OptionId,
  category: OptionId,
  family: OptionId,
  packaging: OptionId,
  heights: z.array(OptionId),
  riskTypes: z.array(OptionId),
  segments: z.array(OptionId),
  materials: z.array(OptionId),
  certificates: z.array(OptionId),
  secondary: z.record(z.string(), z.array(OptionId)).describe('Secondary group id → option ids'),
  en388: z.string().nullable().describe('EN 388:2016 code, e.g. 4X43C'),
  ansiCutLevel: z.string().nullable().describe('ANSI/ISEA 105 cut level A1–A9'),
  sizes: z.array(z.string()),
  createdAt: z.string(),
  en: englishTexts('name', 'description'),
})
export type ProductSummaryAttributes = z.infer<typeof ProductSummaryAttributes>

/** The product's CA as the CAEPI registry in use lists it (issue 21). */
export const CaRegistryCheck = z.object({
  status: z
    .enum(CA_CHECK_STATUSES)
    .describe('valido, vencido, outro (any other registry situation) or nao_encontrado (not listed)'),
  situation: z.string().nullable().describe("The registry's own Situacao text; null when not listed"),
  validUntil: IsoDate.nullable().describe("The registry's validity; null when not listed"),
  checkedAt: z.string().describe('When the registry in use was imported (ISO)'),
})
export type CaRegistryCheck = z.infer<typeof CaRegistryCheck>

export const ProductAttributes = ProductSummaryAttributes.extend({
  en: englishTexts('name', 'description', 'longDescription', 'careInstructions'),
  caRegistry: CaRegistryCheck.nullable().describe('null while no CAEPI registry was ever imported'),
  longDescription: z.string(),
  careInstructions: z.string(),
  norms: z.array(z.string()).describe('Standards the product meets, e.g. "ABNT NBR 16602"'),
  chemicalResistance: z.array(ChemicalResult).describe('Chemical resistance results, one per chemical'),
  en374Type: En374TypeField,
  en374Letters: z
    .string()
    .describe('The letters under the EN ISO 374-1 pictogram (types A and B: level 2 or more), e.g. "AKLN"'),
  datasheetUrl: z.string(),
  openGraphImageUrl: z
    .string()
    .nullable()
    .describe(
      'The first image letterboxed on white to 1200×630 (JPEG) for link previews; null without images',
    ),
  updatedAt: z.string(),
  version: z.number().int(),
})
export type ProductAttributes = z.infer<typeof ProductAttributes>

export const ProductSummaryResource = resource('products', ProductSummaryAttributes)
export type ProductSummaryResource = z.infer<typeof ProductSummaryResource>
export const ProductResource = resource('products', ProductAttributes)
export type ProductResource = z.infer<typeof ProductResource>

export const FacetCount = z.object({ id: z.string(), count: z.number().int() })
export const Facets = z
  .record(z.string(), z.array(FacetCount))
  .describe('For each group (and isLancamento), the disjunctive count of every option')
export type Facets = z.infer<typeof Facets>

export const ProductListDocument = z.object({
  data: z.array(ProductSummaryResource),
  meta: z.object({
    total: z.number().int(),
    facets: Facets,
    didYouMean: z
      .string()
      .nullable()
      .describe(
        'When `filter[q]` found nothing: the closest query, in the words of the catalogue, that finds at least ' +
          'one product with the same filters ("você quis dizer"); null otherwise',
      ),
    searchId: z
      .string()
      .nullable()
      .optional()
      .describe(
        'With `filter[q]`: an opaque id of this search (no personal data), which a click on a result reports ' +
          '(`POST /api/v1/search-events`); null without a search',
      ),
    chemicals: z
      .array(
        z.object({
          cas: z.string(),
          name: z
            .string()
            .nullable()
            .describe(
              "pt-BR name (the standard's for a letter chemical); null: no product is tested against it",
            ),
          nameEn: z.string().nullable(),
          letter: z
            .string()
            .nullable()
            .describe('EN ISO 374-1:2016 letter, when a test chemical of the standard'),
          count: z
            .number()
            .int()
            .describe(
              'Products the rest of the query (search and other filters) finds that reach `filter[minLevel]` ' +
                'against this chemical alone (0: none of them protects against it)',
            ),
        }),
      )
      .optional()
      .describe('With `filter[chemicals]`: each chemical of the filter, in its order'),
    redirect: z
      .string()
      .nullable()
      .optional()
      .describe(
        'With `filter[q]`: the path of this site a search rule sends the buyer to (the storefront navigates ' +
          'there); null otherwise',
      ),
  }),
  links: Links,
})
export type ProductListDocument = z.infer<typeof ProductListDocument>

/** The product page also shows how many visible comments the product has (not the list: it stays index-only). */
export const ProductDocument = z.object({
  data: resource('products', ProductAttributes.extend({ commentCount: z.number().int() })),
})
export type ProductDocument = z.infer<typeof ProductDocument>

/** Home page blocks: most popular products and highlights, in order. */
export const ProductBlockDocument = z.object({ data: z.array(ProductSummaryResource) })
export type ProductBlockDocument = z.infer<typeof ProductBlockDocument>

export const BannerAttributes = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  position: z.number().int(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  en: englishTexts('title', 'subtitle', 'link', 'imageAlt'),
})
export const BannerResource = resource('banners', BannerAttributes)
export type BannerResource = z.infer<typeof BannerResource>
export const BannersDocument = z.object({ data: z.array(BannerResource) })
export type BannersDocument = z.infer<typeof BannersDocument>
