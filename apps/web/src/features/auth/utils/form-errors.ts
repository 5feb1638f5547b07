import type { TFunction, i18n as I18n } from 'i18next'
import type { ApiFailure } from '../../../lib/api-client'
import type { AuthFailure } from '../../../lib/session/session-slice'

export type FieldErrors = Record<string, string>

/** The part of a zod issue we read (kept structural so this file does not import zod). */
type Issue = { code: string; path: PropertyKey[]; message: string }
type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * A translation key per (field, kind of problem). The pt-BR texts are the
 * contract schemas' own messages (a test keeps them equal), so Portuguese
 * users read exactly what the server would say, and English users a translation.
 */
export function issueKey(field: string, issue: Pick<Issue, 'code'>, value: unknown): string {
  if (field === 'currentPassword' && issue.code === 'custom')
    return 'validation.currentPassword.neededForChange'
  if (isEmpty(value)) return `validation.${field}.required`
  switch (issue.code) {
    case 'too_small':
      return `validation.${field}.tooShort`
    case 'too_big':
      return `validation.${field}.tooLong`
    case 'custom':
      return field === 'password' ? 'validation.password.common' : `validation.${field}.invalid`
    default:
      return `validation.${field}.invalid`
  }
}

/**
 * Validates form values with the request schema the server uses (`{ data: { type, attributes } }`)
 * and returns one translated message per field, as Mantine's `useForm({ validate })` expects.
 */
export function validateAttributes<Values extends Record<string, unknown>>(
  schema: Schema,
  type: string,
  values: Values,
  t: TFunction,
): FieldErrors {
  const result = schema.safeParse({ data: { type, attributes: values } })
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[2] ?? issue.path.at(-1) ?? '')
    if (!field || errors[field]) continue
    errors[field] = t(issueKey(field, issue, values[field]), { defaultValue: issue.message })
  }
  return errors
}

/** Server messages are Portuguese: find the key whose pt-BR text is this message, to show it translated. */
function translateDetail(field: string, detail: string, t: TFunction, i18n: I18n): string {
  const bundle = i18n.getResourceBundle('pt-BR', 'auth') as
    { validation?: Record<string, Record<string, string> | string> } | undefined
  const messages = bundle?.validation?.[field]
  if (messages && typeof messages === 'object') {
    const kind = Object.keys(messages).find((key) => messages[key] === detail)
    if (kind) return t(`validation.${field}.${kind}`)
  }
  return i18n.resolvedLanguage === 'pt-BR' ? detail : t('validation.generic')
}

const CODED_FIELDS: Record<string, [field: string, key: string]> = {
  email_taken: ['email', 'errors.emailTaken'],
  wrong_current_password: ['currentPassword', 'errors.wrongCurrentPassword'],
}
const CODED_MESSAGES: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  account_disabled: 'errors.accountDisabled',
  invalid_reset_token: 'reset.invalid',
  // The server's password hashing is saturated (503 with Retry-After): a wait of seconds, not a fault.
  busy: 'errors.busy',
}

export type DescribedFailure = { fields: FieldErrors; message: string | null; codes: string[] }

/**
 * A failed request as the form shows it: messages on their fields (422 pointers,
 * 409 email taken, wrong current password) and one message for the form
 * (bad credentials, rate limit with its wait, network, server).
 */
export function describeFailure(
  failure: ApiFailure | AuthFailure | undefined,
  t: TFunction,
  i18n: I18n,
): DescribedFailure {
  const described: DescribedFailure = { fields: {}, message: null, codes: [] }
  if (!failure) return described
  const { status } = failure
  if (typeof status !== 'number') {
    described.message = t(status === 'CUSTOM_ERROR' ? 'errors.unknown' : 'errors.network')
    return described
  }
  if (status === 429) {
    described.message = t('errors.rateLimited', {
      count: Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60)),
    })
    return described
  }
  for (const error of failure.errors) {
    described.codes.push(error.code)
    const coded = CODED_FIELDS[error.code]
    const pointer = error.source && 'pointer' in error.source ? error.source.pointer : undefined
    const field = pointer?.match(/^\/data\/attributes\/([^/]+)/)?.[1]
    if (coded) described.fields[coded[0]] = t(coded[1])
    else if (CODED_MESSAGES[error.code]) described.message = t(CODED_MESSAGES[error.code]!)
    else if (field && !described.fields[field])
      described.fields[field] = translateDetail(field, error.detail, t, i18n)
  }
  if (!described.message && Object.keys(described.fields).length > 0) described.message = t('errors.summary')
  if (!described.message) described.message = t(status >= 500 ? 'errors.server' : 'errors.unknown')
  return described
}
