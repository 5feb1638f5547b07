import type { TFunction, i18n as I18n } from 'i18next'
import type { ApiFailure } from '../../../lib/api-client'

export type FieldErrors = Record<string, string>

/** The part of a zod issue we read (structural, so this file does not import zod). */
type Issue = { code: string; path: PropertyKey[]; message: string }
type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** `validation.<field>.<required|tooLong|invalid>` in the customer namespace. */
export function issueKey(field: string, issue: Pick<Issue, 'code'>, value: unknown): string {
  if (isEmpty(value)) return `validation.${field}.required`
  if (issue.code === 'too_big') return `validation.${field}.tooLong`
  if (issue.code === 'too_small') return `validation.${field}.tooShort`
  return `validation.${field}.invalid`
}

/**
 * Validates form values with the request schema the server uses (`{ data: { type, attributes } }`)
 * and answers one message per field, as Mantine's `useForm({ validate })` expects.
 */
export function validateAttributes<Values extends Record<string, unknown>>(
  schema: Schema,
  type: string,
  values: Values,
  t: TFunction,
  i18n: Pick<I18n, 'resolvedLanguage' | 'language'>,
  /** Fields whose messages have their own keys (`body` of a comment → `comment`). */
  aliases: Record<string, string> = {},
): FieldErrors {
  const portuguese = (i18n.resolvedLanguage ?? i18n.language) === 'pt-BR'
  const result = schema.safeParse({ data: { type, attributes: values } })
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[2] ?? issue.path.at(-1) ?? '')
    if (!field || errors[field]) continue
    const key = issueKey(aliases[field] ?? field, issue, values[field])
    // An empty field says what to fill in; other problems, in Portuguese, are the schema's own words.
    errors[field] =
      portuguese && !key.endsWith('.required') ? issue.message : t(key, { defaultValue: issue.message })
  }
  return errors
}

const CODED_MESSAGES: Record<string, string> = {
  comment_exists: 'errors.commentExists',
  invalid_transition: 'errors.invalidTransition',
  estimate_not_editable: 'errors.notEditable',
  stale_version: 'errors.stale',
  thread_closed: 'errors.threadClosed',
}

export type DescribedFailure = { fields: FieldErrors; message: string | null; codes: string[] }

/**
 * A failed request as a form shows it: messages on their fields (422 pointers) and one message for
 * the form (a known conflict, the rate limit with its wait, network, server). Server details are
 * Portuguese: English readers get the field's generic message instead.
 */
export function describeFailure(failure: ApiFailure | undefined, t: TFunction, i18n: I18n): DescribedFailure {
  const described: DescribedFailure = { fields: {}, message: null, codes: [] }
  if (!failure) return described
  const { status } = failure
  if (typeof status !== 'number') {
    described.message = t('errors.network')
    return described
  }
  if (status === 429) {
    described.message = t('errors.rateLimited', {
      count: Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60)),
    })
    return described
  }
  const portuguese = (i18n.resolvedLanguage ?? i18n.language) === 'pt-BR'
  for (const error of failure.errors) {
    described.codes.push(error.code)
    const pointer = error.source && 'pointer' in error.source ? error.source.pointer : undefined
    const field = pointer?.match(/^\/data\/attributes\/([^/]+)/)?.[1]
    if (CODED_MESSAGES[error.code]) described.message = t(CODED_MESSAGES[error.code]!)
    else if (field && !described.fields[field])
      described.fields[field] = portuguese ? error.detail : t(`validation.${field}.invalid`)
  }
  if (!described.message && Object.keys(described.fields).length > 0) described.message = t('errors.summary')
  if (!described.message) described.message = t(status >= 500 ? 'errors.server' : 'errors.unknown')
  return described
}

/** After a failed submit, the first field in error takes the focus; its message is read with it. */
export function focusFirstError(
  form: { getInputNode: (path: string) => HTMLElement | null },
  errors: Record<string, unknown>,
) {
  const [first] = Object.keys(errors)
  if (first) form.getInputNode(first)?.focus()
}
