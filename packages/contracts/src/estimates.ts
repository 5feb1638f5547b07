import { z } from 'zod'
import { ListMeta, OptionalNote, PlainText, ResourceId, writeDocument } from './customer-common'
import { CA_CHECK_STATUSES, CA_STATES } from './ca-state'
import { ESTIMATE_LINES_MAX, ESTIMATE_QUANTITY_MAX } from './constants'
import { Links, PageQuery } from './jsonapi'
import { QuoteTermsAttributes } from './quote-terms'
import { says, saying } from './says'

export const ESTIMATE_STATUSES = [
  'em_aberto',
  'informacao_pendente',
  'respondido',
  'aprovado',
  'recusado',
  'cancelado',
] as const
export const EstimateStatus = z.enum(ESTIMATE_STATUSES, {
  error: says(
    `Status desconhecido: use um de ${ESTIMATE_STATUSES.join(', ')}.`,
    `Unknown status: use one of ${ESTIMATE_STATUSES.join(', ')}.`,
  ),
})
export type EstimateStatus = z.infer<typeof EstimateStatus>
/** Open estimates: the brand or the customer still has to act. */
export const OPEN_ESTIMATE_STATUSES = ['em_aberto', 'informacao_pendente'] as const satisfies EstimateStatus[]

export const EstimateLineInput = z.object(
  {
    productId: ResourceId,
    quantity: z
      .number({ error: says('Informe a quantidade.', 'Enter the quantity.') })
      .int({
        error: says('A quantidade precisa ser um número inteiro.', 'The quantity must be a whole number.'),
      })
      .min(1, { error: says('A quantidade precisa ser pelo menos 1.', 'The quantity must be at least 1.') })
      .max(ESTIMATE_QUANTITY_MAX, {
        error: says(
          `A quantidade pode ser no máximo ${ESTIMATE_QUANTITY_MAX}.`,
          `The quantity can be at most ${ESTIMATE_QUANTITY_MAX}.`,
        ),
      }),
    size: z
      .string({
        error: says('O tamanho é um texto, como "9" ou "G".', 'The size is a text, such as "9" or "G".'),
      })
      .min(1, { error: says('Tamanho desconhecido.', 'Unknown size.') })
      .max(20, { error: says('Tamanho desconhecido.', 'Unknown size.') })
      .nullable()
      .optional(),
    note: OptionalNote(['a observação', 'the note'], 500),
  },
  {
    error: says(
      'Cada item do orçamento é um objeto com productId e quantity.',
      'Each item of the quote is an object with productId and quantity.',
    ),
  },
)
const Lines = z
  .array(EstimateLineInput, {
    error: says('Informe os itens do orçamento.', 'Enter the items of the quote.'),
  })
  .min(1, { error: says('O orçamento precisa de pelo menos um item.', 'The quote needs at least one item.') })
  .max(ESTIMATE_LINES_MAX, {
    error: says(
      `O orçamento pode ter no máximo ${ESTIMATE_LINES_MAX} itens.`,
      `The quote can have at most ${ESTIMATE_LINES_MAX} items.`,
    ),
  })
export const EstimateMessageText = PlainText(['a mensagem', 'the message'], 4000)

export const CreateEstimateRequest = writeDocument(
  'estimates',
  z.object({ message: EstimateMessageText, lines: Lines }),
)
export type CreateEstimateRequest = z.input<typeof CreateEstimateRequest>

/** The customer either moves the status (cancel, accept) or edits lines and message, not both at once. */
export const UpdateEstimateRequest = writeDocument(
  'estimates',
  z
    .object({
      status: EstimateStatus.optional(),
      message: EstimateMessageText.optional(),
      lines: Lines.optional(),
    })
    .refine((a) => a.status !== undefined || a.message !== undefined || a.lines !== undefined, {
      error: says(
        'Nada para alterar: envie status, message ou lines.',
        'Nothing to change: send status, message or lines.',
      ),
    })
    .refine((a) => a.status === undefined || (a.message === undefined && a.lines === undefined), {
      path: ['status'],
      error: says(
        'Mude o status sem alterar os itens ou a mensagem no mesmo pedido.',
        'Change the status without changing the items or the message in the same request.',
      ),
    }),
)
export type UpdateEstimateRequest = z.input<typeof UpdateEstimateRequest>

export const EstimateMessageRequest = writeDocument('messages', z.object({ body: EstimateMessageText }))
export type EstimateMessageRequest = z.input<typeof EstimateMessageRequest>

export const EstimateLine = z.object({
  id: z.string(),
  productId: z.string(),
  product: z.object({ name: z.string(), slug: z.string(), reference: z.string() }),
  quantity: z.number().int(),
  size: z.string().nullable(),
  note: z.string().nullable(),
  unitPriceCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  caNumber: z.string().nullable().describe('Snapshot taken when the estimate was answered'),
  caValidUntil: z.string().nullable(),
  caState: z
    .enum(CA_STATES)
    .optional()
    .describe("Back office only: the product's CA today (see the products' caState)"),
  caRegistryStatus: z
    .enum(CA_CHECK_STATUSES)
    .nullable()
    .optional()
    .describe('Back office only: what the CAEPI registry in use says (null: never imported)'),
})
export const EstimateMessage = z.object({
  id: z.string(),
  authorRole: z.enum(['customer', 'staff']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
})
export const EstimateEvent = z.object({
  actorRole: z.enum(['customer', 'staff']),
  actorName: z.string(),
  from: EstimateStatus.nullable(),
  to: EstimateStatus,
  at: z.string(),
})

export const EstimateAttributes = z.object({
  number: z.number().int(),
  status: EstimateStatus,
  message: z.string(),
  lines: z.array(EstimateLine),
  totalCents: z.number().int().nullable(),
  leadTime: z.string().nullable(),
  validUntil: z.string().nullable(),
  ...QuoteTermsAttributes.shape,
  answeredAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    cnpj: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** One estimate only (GET /estimates/{id}), not lists. */
  messages: z.array(EstimateMessage).optional(),
  history: z.array(EstimateEvent).optional(),
})
export type EstimateAttributes = z.infer<typeof EstimateAttributes>
export const EstimateResource = z.object({
  type: z.literal('estimates'),
  id: z.string(),
  attributes: EstimateAttributes,
})
export type EstimateResource = z.infer<typeof EstimateResource>
export const EstimateDocument = z.object({ data: EstimateResource })
export type EstimateDocument = z.infer<typeof EstimateDocument>
export const EstimateListDocument = z.object({
  data: z.array(EstimateResource),
  meta: ListMeta.extend({ openCount: z.number().int().describe('em_aberto + informacao_pendente') }),
  links: Links,
})
export type EstimateListDocument = z.infer<typeof EstimateListDocument>

const StatusFilter = z
  .string({
    error: says(
      'Envie filter[status] uma vez só, com os status separados por vírgula.',
      'Send filter[status] only once, with the statuses separated by commas.',
    ),
  })
  .max(200, {
    error: says(
      'filter[status] pode ter no máximo 200 caracteres.',
      'filter[status] can be at most 200 characters long.',
    ),
  })
  .transform((value, ctx) => {
    const statuses = value.split(',').filter(Boolean)
    const bad = statuses.find((status) => !EstimateStatus.safeParse(status).success)
    if (bad)
      ctx.addIssue({ code: 'custom', ...saying(`Status desconhecido: ${bad}.`, `Unknown status: ${bad}.`) })
    return statuses as EstimateStatus[]
  })
export const EstimateQuery = PageQuery.extend({ 'filter[status]': StatusFilter.optional() })
export const AdminEstimateQuery = EstimateQuery.extend({
  'filter[q]': z
    .string({
      error: says(
        'Envie a busca (filter[q]) uma vez só, como texto.',
        'Send the search (filter[q]) only once, as text.',
      ),
    })
    .trim()
    .max(200, {
      error: says(
        'A busca pode ter no máximo 200 caracteres.',
        'The search can be at most 200 characters long.',
      ),
    })
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), {
      error: says('A busca tem caracteres inválidos.', 'The search has characters that are not allowed.'),
    })
    .optional(),
})
