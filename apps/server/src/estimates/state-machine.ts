import { CUSTOMER_ERROR_CODES, type EstimateStatus } from '@escudo/contracts'
import { codedProblem } from '../lib/errors'

export type Actor = 'customer' | 'staff'

/**
 * Who may move an estimate from which status to which (product.md section 4). A customer's message
 * on `informacao_pendente` moves it back to `em_aberto` (see `afterCustomerMessage`); the status
 * itself is never set to `em_aberto` by a PATCH. Everything not listed here is refused with 409.
 */
export const TRANSITIONS: Record<Actor, Partial<Record<EstimateStatus, readonly EstimateStatus[]>>> = {
  customer: {
    em_aberto: ['cancelado'],
    informacao_pendente: ['cancelado'],
    respondido: ['aprovado'],
  },
  staff: {
    em_aberto: ['informacao_pendente', 'respondido', 'recusado'],
    // The brand may answer or decline without waiting for the customer's reply.
    informacao_pendente: ['respondido', 'recusado'],
  },
}

export const OPEN_STATUSES: readonly EstimateStatus[] = ['em_aberto', 'informacao_pendente']
/** No more messages once the estimate is over for both sides. */
export const CLOSED_THREAD: readonly EstimateStatus[] = ['cancelado', 'recusado']

export const canMove = (actor: Actor, from: EstimateStatus, to: EstimateStatus) =>
  TRANSITIONS[actor][from]?.includes(to) ?? false

export const STATUS_LABELS: Record<EstimateStatus, { 'pt-BR': string; en: string }> = {
  em_aberto: { 'pt-BR': 'em aberto', en: 'open' },
  informacao_pendente: { 'pt-BR': 'informação pendente', en: 'waiting for your information' },
  respondido: { 'pt-BR': 'respondido', en: 'answered' },
  aprovado: { 'pt-BR': 'aprovado', en: 'approved' },
  recusado: { 'pt-BR': 'recusado', en: 'declined' },
  cancelado: { 'pt-BR': 'cancelado', en: 'cancelled' },
}

/** 409 naming the current status, unless `actor` may move the estimate from `from` to `to`. */
export function assertTransition(actor: Actor, from: EstimateStatus, to: EstimateStatus) {
  if (canMove(actor, from, to)) return
  throw codedProblem(
    409,
    CUSTOMER_ERROR_CODES.invalidTransition,
    {
      'pt-BR': `O orçamento está "${from}" (${STATUS_LABELS[from]['pt-BR']}) e não pode passar para "${to}".`,
      en: `The estimate is "${from}" (${STATUS_LABELS[from].en}) and cannot move to "${to}".`,
    },
    { pointer: '/data/attributes/status' },
  )
}

/** 409 unless the customer may still change lines and message (open or pending). */
export function assertEditable(status: EstimateStatus) {
  if (OPEN_STATUSES.includes(status)) return
  throw codedProblem(409, CUSTOMER_ERROR_CODES.estimateNotEditable, {
    'pt-BR': `O orçamento está "${status}" (${STATUS_LABELS[status]['pt-BR']}): só dá para alterar itens e mensagem enquanto está em aberto ou com informação pendente.`,
    en: `The estimate is "${status}" (${STATUS_LABELS[status].en}): lines and message can only be changed while it is open or waiting for information.`,
  })
}

export function assertThreadOpen(status: EstimateStatus) {
  if (!CLOSED_THREAD.includes(status)) return
  throw codedProblem(409, CUSTOMER_ERROR_CODES.threadClosed, {
    'pt-BR': `O orçamento está "${status}" (${STATUS_LABELS[status]['pt-BR']}): a conversa foi encerrada.`,
    en: `The estimate is "${status}" (${STATUS_LABELS[status].en}): the conversation is closed.`,
  })
}

/** A customer's message answers a pending question: the estimate goes back to the brand. */
export const afterCustomerMessage = (status: EstimateStatus): EstimateStatus | undefined =>
  status === 'informacao_pendente' ? 'em_aberto' : undefined
