import { z } from 'zod'
import { ListMeta, OptionalNote, PlainText, ResourceId, writeDocument } from './customer-common'
import { CA_CHECK_STATUSES, CA_STATES } from './ca-state'
import { ESTIMATE_LINES_MAX, ESTIMATE_QUANTITY_MAX } from './constants'
import { Links, PageQuery } from './jsonapi'

export const ESTIMATE_STATUSES = [
  'em_aberto',
  'informacao_pendente',
  'respondido',
  'aprovado',
  'recusado',
  'cancelado',
] as const
export const EstimateStatus = z.enum(ESTIMATE_STATUSES, {
  error: `Status desconhecido: use um de ${ESTIMATE_STATUSES.join(', ')}.`,
})
export type EstimateStatus = z.infer<typeof EstimateStatus>
/** Open estimates: the brand or the customer still has to act. */
export const OPEN_ESTIMATE_STATUSES = ['em_aberto', 'informacao_pendente'] as const satisfies EstimateStatus[]

export const EstimateLineInput = z.object(
  {
    productId: ResourceId,
    quantity: z
      .number({ error: 'Informe a quantidade.' })
      .int({ error: 'A quantidade precisa ser um número inteiro.' })
      .min(1, { error: 'A quantidade precisa ser pelo menos 1.' })
      .max(ESTIMATE_QUANTITY_MAX, { error: `A quantidade pode ser no máximo ${ESTIMATE_QUANTITY_MAX}.` }),
    size: z
      .string({ error: 'O tamanho é um texto, como "9" ou "G".' })
      .min(1, { error: 'Tamanho desconhecido.' })
      .max(20, { error: 'Tamanho desconhecido.' })
      .nullable()
      .optional(),
    note: OptionalNote('a observação', 500),
  },
  { error: 'Cada item do orçamento é um objeto com productId e quantity.' },
)
const Lines = z
  .array(EstimateLineInput, { error: 'Informe os itens do orçamento.' })
  .min(1, { error: 'O orçamento precisa de pelo menos um item.' })
  .max(ESTIMATE_LINES_MAX, { error: `O orçamento pode ter no máximo ${ESTIMATE_LINES_MAX} itens.` })
export const EstimateMessageText = PlainText('a mensagem', 4000)

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
      error: 'Nada para alterar: envie status, message ou lines.',
    })
    .refine((a) => a.status === undefined || (a.message === undefined && a.lines === undefined), {
      path: ['status'],
      error: 'Mude o status sem alterar os itens ou a mensagem no mesmo pedido.',
    }),
)
export type UpdateEstimateRequest = z.input<typeof UpdateEstimateRequest>

const IsoDate = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' })

/** Staff move an estimate; answering needs a price per line, a lead time and a validity date. */
export const AdminUpdateEstimateRequest = writeDocument(
  'estimates',
  z
    .object({
      status: EstimateStatus,
      message: EstimateMessageText.optional(),
      lines: z
        .array(
          z.object(
            {
              id: ResourceId,
              unitPriceCents: z
                .number({ error: 'Informe o preço unitário em centavos.' })
                .int({ error: 'O preço é em centavos: um número inteiro.' })
                .min(0, { error: 'O preço não pode ser negativo.' })
                .max(100_000_000, { error: 'Preço alto demais.' }),
            },
            { error: 'Cada item é um objeto com id e unitPriceCents.' },
          ),
          { error: 'Informe o preço de cada item: uma lista de { id, unitPriceCents }.' },
        )
        .max(ESTIMATE_LINES_MAX, { error: `O orçamento tem no máximo ${ESTIMATE_LINES_MAX} itens.` })
        .optional(),
      leadTime: PlainText('o prazo de entrega', 200).optional(),
      validUntil: IsoDate.optional(),
      version: z
        .number({ error: 'Envie a versão do orçamento que você leu.' })
        .int({ error: 'Envie a versão do orçamento que você leu.' })
        .min(1, { error: 'Envie a versão do orçamento que você leu.' })
        .optional()
        .describe('The version read; 409 when it changed'),
    })
    .superRefine((a, ctx) => {
      const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (a.status === 'informacao_pendente' && !a.message)
        need('message', 'Escreva a pergunta para o cliente.')
      if (a.status === 'recusado' && !a.message) need('message', 'Escreva o motivo da recusa.')
      if (a.status === 'respondido') {
        if (!a.lines?.length) need('lines', 'Informe o preço unitário de cada item.')
        if (!a.leadTime) need('leadTime', 'Informe o prazo de entrega.')
        if (!a.validUntil) need('validUntil', 'Informe a validade do orçamento.')
      }
    }),
)
export type AdminUpdateEstimateRequest = z.input<typeof AdminUpdateEstimateRequest>

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
  .string({ error: 'Envie filter[status] uma vez só, com os status separados por vírgula.' })
  .max(200, { error: 'filter[status] pode ter no máximo 200 caracteres.' })
  .transform((value, ctx) => {
    const statuses = value.split(',').filter(Boolean)
    const bad = statuses.find((status) => !EstimateStatus.safeParse(status).success)
    if (bad) ctx.addIssue({ code: 'custom', message: `Status desconhecido: ${bad}.` })
    return statuses as EstimateStatus[]
  })
export const EstimateQuery = PageQuery.extend({ 'filter[status]': StatusFilter.optional() })
export const AdminEstimateQuery = EstimateQuery.extend({
  'filter[q]': z
    .string({ error: 'Envie a busca (filter[q]) uma vez só, como texto.' })
    .trim()
    .max(200, { error: 'A busca pode ter no máximo 200 caracteres.' })
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'A busca tem caracteres inválidos.' })
    .optional(),
})
