import { z } from 'zod'
import { OptionId } from '../catalog'
import { orderDocument, PlainText, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'
import { says } from '../says'

/* Filter groups and their options (categories, brands…): edit, add, order. */

const Description = z
  .string({ error: says('A descrição precisa ser um texto.', 'The description must be text.') })
  .max(400, {
    error: says(
      'A descrição pode ter no máximo 400 caracteres.',
      'The description can be at most 400 characters long.',
    ),
  })
  .nullable()
export const TaxonomyOptionAttributes = z.object({
  title: PlainText(['o título em português', 'the Portuguese title'], 80),
  titleEn: PlainText(['o título em inglês', 'the English title'], 80),
  description: Description,
  descriptionEn: Description,
})
export const CreateTaxonomyOptionRequest = writeDocument(
  'filter-options',
  TaxonomyOptionAttributes.partial({ description: true, descriptionEn: true }).extend({
    id: z
      .string({
        error: says(
          'O código usa letras minúsculas, números e hífens.',
          'The code uses lower-case letters, digits and hyphens.',
        ),
      })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        error: says(
          'O código usa letras minúsculas, números e hífens.',
          'The code uses lower-case letters, digits and hyphens.',
        ),
      })
      .max(64, {
        error: says(
          'O código pode ter no máximo 64 caracteres.',
          'The code can be at most 64 characters long.',
        ),
      })
      .optional()
      .describe('Generated from the pt-BR title when absent'),
  }),
)
export type CreateTaxonomyOptionRequest = z.input<typeof CreateTaxonomyOptionRequest>
export const UpdateTaxonomyOptionRequest = writeDocument('filter-options', TaxonomyOptionAttributes.partial())
export type UpdateTaxonomyOptionRequest = z.input<typeof UpdateTaxonomyOptionRequest>
export const TaxonomyOrderRequest = orderDocument('filter-option-orders', 'options', OptionId, 200, [
  'opções',
  'options',
])
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
  .string({ error: says('Informe o código do grupo.', "Enter the group's code.") })
  .max(64, {
    error: says(
      'O código do grupo tem no máximo 64 caracteres.',
      "The group's code is at most 64 characters long.",
    ),
  })
const OptionParam = z
  .string({ error: says('Informe o código da opção.', "Enter the option's code.") })
  .max(64, {
    error: says(
      'O código da opção tem no máximo 64 caracteres.',
      "The option's code is at most 64 characters long.",
    ),
  })
export const TaxonomyOptionParams = z.object({ group: GroupParam, option: OptionParam })
export const TaxonomyGroupParams = z.object({ group: GroupParam })
