import { z } from 'zod'

/** Stable `code` values of the customer-area errors, for the web app to react to. */
export const CUSTOMER_ERROR_CODES = {
  commentExists: 'comment_exists',
  invalidTransition: 'invalid_transition',
  estimateNotEditable: 'estimate_not_editable',
  staleVersion: 'stale_version',
  threadClosed: 'thread_closed',
} as const

/** Ids of rows we create: checked before they reach PostgreSQL, which refuses a malformed uuid loudly. */
export const ResourceId = z.guid({ error: 'O id não é válido.' })
export const IdParams = z.object({ id: ResourceId })

// Newlines and tabs belong in a message; other control characters do not (PostgreSQL refuses NUL).
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Free text typed by a person, stored as given (never trimmed, never read as HTML), with `label`
 * naming the field in the pt-BR messages.
 */
export function PlainText(label: string, max: number) {
  return z
    .string({ error: `Escreva ${label}.` })
    .max(max, { error: `${capitalize(label)} pode ter no máximo ${max} caracteres.`, abort: true })
    .refine((value) => value.trim().length > 0, { error: `Escreva ${label}.`, abort: true })
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), {
      error: `${capitalize(label)} tem caracteres que não são permitidos.`,
    })
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** An optional note: absent, null or empty means none. */
export function OptionalNote(label: string, max: number) {
  return z
    .union([z.literal('').transform(() => null), PlainText(label, max)])
    .nullable()
    .optional()
}

/** A JSON:API write document `{ data: { type, id?, attributes } }`. */
export function writeDocument<T extends string, A extends z.ZodType>(type: T, attributes: A) {
  return z.object({
    data: z.object({
      type: z.literal(type, { error: `data.type precisa ser "${type}".` }),
      id: z.string().max(64).optional(),
      attributes,
    }),
  })
}

export const ListMeta = z.object({ total: z.number().int() })
