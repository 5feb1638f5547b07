import type { ApiError } from '@escudo/contracts'
import type { TFunction, i18n as I18n } from 'i18next'
import type { ApiFailure } from '../api-client'

export type FieldErrors = Record<string, string>

/** A failed request as a form shows it: messages on fields, one for the form, and the codes to react to. */
export type DescribedFailure = { fields: FieldErrors; message: string | null; codes: string[] }

/** What differs between the features' forms; every key of a message is in the caller's namespace. */
export type FailureOptions = {
  /** The form field a `source.pointer` names (default: `attributeField`). */
  fieldOf?: (pointer: string) => string | undefined
  /** Statuses whose pointers are form fields (default: all); other errors are the form's. */
  fieldStatuses?: readonly number[]
  /**
   * Keys tried, in order, for an English reader's text of a server error on `field` (or on the form
   * when `field` is undefined); the status's message comes last. Portuguese readers read the server's
   * own `detail`, as it is written in Portuguese.
   */
  translations?: (error: ApiError, field: string | undefined, i18n: I18n) => string[]
  /**
   * The API writes these errors' details in the reader's language (decision 039: it reads `Accept-Language`),
   * so an English reader reads them too, rather than `translations`' generic words (a refused address says why).
   */
  detailInEveryLanguage?: boolean
  /** Errors on no field are the form's message (default: ignored; the status explains). */
  unplaced?: boolean
  /** Codes that always mean the same field: code → [field, key]. */
  codedFields?: Record<string, readonly [field: string, key: string]>
  /** Codes that are the form's message: code → key, or null when the caller reacts to the code itself. */
  codedMessages?: Record<string, string | null>
  /** The form's message by status when the errors give none (`count`: minutes to wait after a 429). */
  statusMessages?: Record<number, string>
}

/** `/data/attributes/lines/0/unitPriceCents` → `lines`: the form field of a JSON:API pointer. */
export const attributeField = (pointer: string) => pointer.match(/^\/data\/attributes\/([^/]+)/)?.[1]

/** `/data/attributes/lines/0/unitPriceCents` → `lines.0.unitPriceCents`: Mantine's path of a nested field. */
export const attributePath = (pointer: string) =>
  pointer.match(/^\/data\/attributes\/(.+)$/)?.[1]?.replaceAll('/', '.')

const statusKey = (status: number, messages: Record<number, string> = {}) =>
  messages[status] ?? (status >= 500 ? 'errors.server' : 'errors.unknown')

/**
 * A failed request (`{ status, errors }`, see api-client) as the form shows it: messages on their fields
 * (422 pointers, coded conflicts), and one message for the form (a known code, the status, network).
 */
export function describeFailure(
  failure: unknown,
  t: TFunction,
  i18n: I18n,
  options: FailureOptions = {},
): DescribedFailure {
  const described: DescribedFailure = { fields: {}, message: null, codes: [] }
  if (failure === undefined || failure === null) return described
  const { status, errors = [], retryAfter } = failure as Partial<ApiFailure>
  if (typeof status !== 'number') {
    // No answer reached us; CUSTOM_ERROR is an answer we could not read.
    described.message = t(status === 'CUSTOM_ERROR' ? 'errors.unknown' : 'errors.network')
    return described
  }
  const { fieldOf = attributeField, fieldStatuses, translations, codedFields, codedMessages } = options
  const wait = status === 429 ? { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) } : {}
  const byStatus = statusKey(status, options.statusMessages)
  const serverWords = options.detailInEveryLanguage || (i18n.resolvedLanguage ?? i18n.language) === 'pt-BR'
  const text = (error: ApiError, field?: string) =>
    serverWords ? error.detail : t([...(translations?.(error, field, i18n) ?? []), byStatus], wait)

  let callerReacts = false
  for (const error of errors) {
    described.codes.push(error.code)
    const pointer = error.source && 'pointer' in error.source ? error.source.pointer : undefined
    const placed = !fieldStatuses || fieldStatuses.includes(status)
    const field = pointer && placed ? fieldOf(pointer) : undefined
    const coded = codedFields?.[error.code]
    const codedMessage = codedMessages?.[error.code]
    if (coded) described.fields[coded[0]] = t(coded[1])
    else if (codedMessage === null) callerReacts = true
    else if (codedMessage) described.message = t(codedMessage)
    else if (field) described.fields[field] ??= text(error, field)
    else if (options.unplaced) described.message ??= text(error)
  }
  if (!described.message && !callerReacts)
    described.message = Object.keys(described.fields).length > 0 ? t('errors.summary') : t(byStatus, wait)
  return described
}
