import { issueMessageIn } from '@escudo/contracts'
import type { TFunction, i18n as I18n } from 'i18next'
import type { FieldErrors } from './describe-failure'

/** The part of a zod issue we read (kept structural so this file does not import zod). */
type Issue = { code: string; path: PropertyKey[]; message: string; params?: unknown }
type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } }
}

export type ValidationOptions = {
  /** Fields whose messages have their own keys (`body` of a comment → `comment`). */
  aliases?: Record<string, string>
  /** The key of a field's refinement (`custom` issue), e.g. a password that is too common. */
  refinements?: Record<string, string>
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * A translation key per (field, kind of problem): `validation.<field>.<required|tooShort|tooLong|invalid>`.
 * A refinement comes first: it may ask for a field left empty on purpose (the current password).
 */
export function issueKey(
  field: string,
  issue: Pick<Issue, 'code'>,
  value: unknown,
  refinements: Record<string, string> = {},
): string {
  if (issue.code === 'custom' && refinements[field]) return refinements[field]
  if (isEmpty(value)) return `validation.${field}.required`
  if (issue.code === 'too_small') return `validation.${field}.tooShort`
  if (issue.code === 'too_big') return `validation.${field}.tooLong`
  return `validation.${field}.invalid`
}

/**
 * Validates form values with the request schema the server uses (`{ data: { type, attributes } }`)
 * and answers one message per field, as Mantine's `useForm({ validate })` expects. An empty field says
 * what to fill in; other problems are, in Portuguese, the schema's own words, and in English a translation (the
 * schema's own English words, decision 039, when the field has no text of its own).
 */
export function validateAttributes<Values extends Record<string, unknown>>(
  schema: Schema,
  type: string,
  values: Values,
  t: TFunction,
  i18n: Pick<I18n, 'resolvedLanguage' | 'language'>,
  { aliases = {}, refinements = {} }: ValidationOptions = {},
): FieldErrors {
  const portuguese = (i18n.resolvedLanguage ?? i18n.language) === 'pt-BR'
  const result = schema.safeParse({ data: { type, attributes: values } })
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[2] ?? issue.path.at(-1) ?? '')
    if (!field || errors[field]) continue
    const name = aliases[field] ?? field
    const key = issueKey(name, issue, values[field], refinements)
    errors[field] =
      portuguese && !key.endsWith('.required')
        ? issue.message
        : t(key, { defaultValue: issueMessageIn(issue, portuguese ? 'pt-BR' : 'en') })
  }
  return errors
}
