import { z } from 'zod'
import { CA_CHECK_STATUSES } from '../ca-state'
import { Cnpj } from '../common'
import { ListMeta, PlainText, ResourceId, writeDocument } from '../customer-common'
import { Links, PageQuery, resource } from '../jsonapi'
import { says } from '../says'

/*
 * Every product checked against the CAEPI registry (issue 21): the brand's CNPJs (a CA held under another is a
 * discrepancy) and the report of discrepancies, with the one-click fix "use the registry's validity".
 */

/** The brand's CNPJs: at most this many. */
export const BRAND_CNPJS_MAX = 50

export const BrandCnpjAttributes = z.object({
  cnpj: z.string().describe('14 digits'),
  name: z.string().describe('Company name, for the staff'),
})
export type BrandCnpjAttributes = z.infer<typeof BrandCnpjAttributes>
export const BrandCnpjResource = resource('brand-cnpjs', BrandCnpjAttributes)
export const BrandCnpjsDocument = z.object({ data: z.array(BrandCnpjResource) })
export type BrandCnpjsDocument = z.infer<typeof BrandCnpjsDocument>

const BrandCnpj = z.object(
  {
    cnpj: Cnpj.refine((cnpj) => /^\d{14}$/.test(cnpj), {
      error: says(
        'O CNPJ de um CA tem 14 dígitos (o CAEPI não usa letras).',
        "A CA's CNPJ has 14 digits (CAEPI uses no letters).",
      ),
    }),
    name: PlainText(['o nome da empresa', 'the company name'], 160),
  },
  { error: says('Cada CNPJ é um objeto com cnpj e name.', 'Each CNPJ is an object with cnpj and name.') },
)

/** The whole list, replaced at once. */
export const UpdateBrandCnpjsRequest = writeDocument(
  'brand-cnpjs',
  z.object({
    cnpjs: z
      .array(BrandCnpj, {
        error: says('Envie a lista de CNPJs da marca.', "Send the list of the brand's CNPJs."),
      })
      .max(BRAND_CNPJS_MAX, {
        error: says(`No máximo ${BRAND_CNPJS_MAX} CNPJs.`, `At most ${BRAND_CNPJS_MAX} CNPJs.`),
      })
      .refine((list) => new Set(list.map((item) => item.cnpj)).size === list.length, {
        error: says('Um CNPJ aparece duas vezes.', 'A CNPJ appears twice.'),
      }),
  }),
)
export type UpdateBrandCnpjsRequest = z.input<typeof UpdateBrandCnpjsRequest>

/**
 * The kinds of discrepancy: the registry does not list the CA; another CNPJ holds it; the registry's validity
 * differs from the product's; the CA is not valid (registry status other than VÁLIDO, or the product's date past).
 */
export const CA_CHECK_KINDS = ['nao_encontrado', 'outro_titular', 'validade_diferente', 'nao_valido'] as const
export const CaCheckKind = z.enum(CA_CHECK_KINDS, {
  error: says(
    `filter[kind] é um de ${CA_CHECK_KINDS.join(', ')}.`,
    `filter[kind] is one of ${CA_CHECK_KINDS.join(', ')}.`,
  ),
})
export type CaCheckKind = z.infer<typeof CaCheckKind>

export const CaChecksQuery = PageQuery.extend({ 'filter[kind]': CaCheckKind.optional() })
export type CaChecksQuery = z.input<typeof CaChecksQuery>

export const CaCheckAttributes = z.object({
  kinds: z.array(CaCheckKind).describe('Every discrepancy of the product'),
  product: z.object({
    name: z.string(),
    reference: z.string(),
    slug: z.string(),
    published: z.boolean(),
    caNumber: z.string(),
    caValidUntil: z.string(),
    version: z.number().int(),
  }),
  registry: z
    .object({
      status: z.enum(CA_CHECK_STATUSES),
      situation: z.string(),
      validUntil: z.string().nullable(),
      holderCnpj: z.string(),
      holderName: z.string(),
      equipmentName: z.string(),
      approvedFor: z.array(z.string()),
    })
    .nullable()
    .describe('null when the registry does not list the CA'),
})
export type CaCheckAttributes = z.infer<typeof CaCheckAttributes>
export const CaCheckResource = resource('ca-checks', CaCheckAttributes)
export type CaCheckResource = z.infer<typeof CaCheckResource>

export const CaChecksDocument = z.object({
  data: z.array(CaCheckResource),
  meta: ListMeta.extend({
    counts: z.record(CaCheckKind, z.number().int()).describe('Products per kind (whatever filter[kind])'),
    checkedAt: z.string().nullable().describe('When the registry in use was imported; null: never'),
  }),
  links: Links,
})
export type CaChecksDocument = z.infer<typeof CaChecksDocument>
export const CaCheckDocument = z.object({ data: CaCheckResource })

export const CaCheckParams = z.object({ productId: ResourceId })
