import { z } from 'zod'
import { OptionId } from '../catalog'
import { orderDocument, PlainText, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'

/* Filter groups and their options (categories, brands…): edit, add, order. */

const Description = z
  .string({ error: 'A descrição precisa ser um texto.' })
  .max(400, { error: 'A descrição pode ter no máximo 400 caracteres.' })
  .nullable()
export const TaxonomyOptionAttributes = z.object({
  title: PlainText('o título em português', 80),
  titleEn: PlainText('o título em inglês', 80),
  description: Description,
  descriptionEn: Description,
})
export const CreateTaxonomyOptionRequest = writeDocument(
  'filter-options',
  TaxonomyOptionAttributes.partial({ description: true, descriptionEn: true }).extend({
    id: z
      .string({ error: 'O código usa letras minúsculas, números e hífens.' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'O código usa letras minúsculas, números e hífens.' })
      .max(64, { error: 'O código pode ter no máximo 64 caracteres.' })
      .optional()
      .describe('Generated from the pt-BR title when absent'),
  }),
)
export type CreateTaxonomyOptionRequest = z.input<typeof CreateTaxonomyOptionRequest>
export const UpdateTaxonomyOptionRequest = writeDocument('filter-options', TaxonomyOptionAttributes.partial())
export type UpdateTaxonomyOptionRequest = z.input<typeof UpdateTaxonomyOptionRequest>
export const TaxonomyOrderRequest = orderDocument('filter-option-orders', 'options', OptionId, 200, 'opções')
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
const GroupParam = z
  .string({ error: 'Informe o código do grupo.' })
  .max(64, { error: 'O código do grupo tem no máximo 64 caracteres.' })
const OptionParam = z
  .string({ error: 'Informe o código da opção.' })
  .max(64, { error: 'O código da opção tem no máximo 64 caracteres.' })
export const TaxonomyOptionParams = z.object({ group: GroupParam, option: OptionParam })
export const TaxonomyGroupParams = z.object({ group: GroupParam })
