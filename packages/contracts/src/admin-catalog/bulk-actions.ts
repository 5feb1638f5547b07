import { z } from 'zod'
import { OptionId } from '../catalog'
import { ResourceId, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'
import { IMPORT_STATUSES } from './imports'
import { says } from '../says'

/*
 * Bulk actions on products (issue 20): the back office selects products (by id, or every product matching the
 * list's filters) and one background job applies the action to each, reporting the products it refused.
 */

export const BULK_ACTIONS = [
  'publish',
  'unpublish',
  'set-release',
  'unset-release',
  'add-option',
  'remove-option',
  'delete',
] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]
/** The actions that name a group and one of its options. */
export const BULK_OPTION_ACTIONS = ['add-option', 'remove-option'] as const satisfies BulkAction[]

/** Products one bulk action may touch; a larger selection is refused (narrow the filters). */
export const BULK_SELECTION_MAX = 20_000

export const BULK_ACTION_STATUSES = IMPORT_STATUSES
export type BulkActionStatus = (typeof BULK_ACTION_STATUSES)[number]

const flag = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: says(`${name}: use true ou false.`, `${name}: use true or false.`),
  })

const UNKNOWN_FILTERS = says(
  'selection.filter tem filtros desconhecidos. Use q, published, complete, category ou brand.',
  'selection.filter has unknown filters. Use q, published, complete, category or brand.',
)
const FILTER_SHAPE = says(
  'selection.filter precisa ser um objeto com os filtros da lista.',
  'selection.filter must be an object with the filters of the list.',
)

/** The admin list's filters (GET /admin/products' `filter[...]`), by the names inside the brackets. */
export const BulkSelectionFilter = z.strictObject(
  {
    q: z
      .string({ error: says('filter.q precisa ser um texto.', 'filter.q must be text.') })
      .trim()
      .max(100, {
        error: says(
          'A busca pode ter no máximo 100 caracteres.',
          'The search can be at most 100 characters long.',
        ),
      })
      .optional(),
    published: flag('filter.published').optional(),
    complete: flag('filter.complete').optional(),
    missingEnglish: flag('filter.missingEnglish').optional(),
    category: OptionId.optional(),
    brand: OptionId.optional(),
  },
  {
    // A fixed text for unknown keys too: the English of a message is found by its text (decision 039).
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_FILTERS : FILTER_SHAPE),
  },
)
export type BulkSelectionFilter = z.input<typeof BulkSelectionFilter>

const SELECTION_SHAPE = says(
  'Envie selection com ids (a lista de produtos) ou filter (os filtros da lista).',
  'Send selection with ids (the list of products) or filter (the filters of the list).',
)

export const BulkSelection = z
  .object(
    {
      ids: z
        .array(ResourceId, {
          error: says(
            'selection.ids precisa ser uma lista de ids de produtos.',
            'selection.ids must be a list of product ids.',
          ),
        })
        .max(BULK_SELECTION_MAX, {
          error: says(
            `Selecione no máximo ${BULK_SELECTION_MAX} produtos de uma vez.`,
            `Select at most ${BULK_SELECTION_MAX} products at a time.`,
          ),
        })
        .optional(),
      filter: BulkSelectionFilter.optional(),
    },
    { error: SELECTION_SHAPE },
  )
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    error: SELECTION_SHAPE,
  })
export type BulkSelection = z.input<typeof BulkSelection>

const CHOOSE_GROUP = says('Escolha o grupo da opção.', "Choose the option's group.")
const CHOOSE_OPTION = says('Escolha a opção.', 'Choose the option.')

export const BulkActionRequestAttributes = z
  .object({
    action: z.enum(BULK_ACTIONS, {
      error: says(
        `action é um de ${BULK_ACTIONS.join(', ')}.`,
        `action is one of ${BULK_ACTIONS.join(', ')}.`,
      ),
    }),
    groupId: z
      .string({
        error: says(
          'groupId precisa ser o código de um grupo de filtros.',
          'groupId must be the code of a filter group.',
        ),
      })
      .min(1, { error: says('Escolha um grupo de filtros.', 'Choose a filter group.') })
      .max(64, {
        error: says(
          'O código de um grupo tem no máximo 64 caracteres.',
          'A group code is at most 64 characters long.',
        ),
      })
      .optional(),
    optionId: OptionId.optional(),
    selection: BulkSelection,
  })
  .superRefine((attributes, context) => {
    if (!(BULK_OPTION_ACTIONS as readonly string[]).includes(attributes.action)) return
    if (attributes.groupId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['groupId'],
        message: CHOOSE_GROUP,
      })
    if (attributes.optionId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['optionId'],
        message: CHOOSE_OPTION,
      })
  })
export const BulkActionRequest = writeDocument('bulk-actions', BulkActionRequestAttributes)
export type BulkActionRequest = z.input<typeof BulkActionRequest>

/** A product the action left as it was, and why (in the staff member's language). */
export const BulkRefusal = z.object({
  productId: z.string(),
  reference: z.string(),
  message: z.string(),
})
export type BulkRefusal = z.infer<typeof BulkRefusal>

export const BulkActionAttributes = z.object({
  status: z.enum(BULK_ACTION_STATUSES),
  action: z.enum(BULK_ACTIONS),
  groupId: z.string().nullable(),
  optionId: z.string().nullable(),
  total: z.number().int().describe('Products selected when the action was accepted'),
  processed: z.number().int(),
  succeeded: z.number().int(),
  refused: z.number().int(),
  refusals: z.array(BulkRefusal),
  failure: z.string().nullable().describe('Why the whole job failed (status failed)'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type BulkActionAttributes = z.infer<typeof BulkActionAttributes>

export const BulkActionResource = resource('bulk-actions', BulkActionAttributes)
export type BulkActionResource = z.infer<typeof BulkActionResource>
export const BulkActionDocument = z.object({
  data: BulkActionResource,
  links: z.object({ self: z.string() }).optional(),
})
export type BulkActionDocument = z.infer<typeof BulkActionDocument>
