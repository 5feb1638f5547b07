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
    .union([z.literal('').transform(() => null), PlainText(label, max)], {
      // Neither branch matched: the text's own message says why (too long, not text…), not "Invalid input".
      error: (issue) => (issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined),
    })
    .nullable()
    .optional()
}

/** `schema` with `message` for a value of the wrong type, unless it has a message of its own. */
function withTypeMessage<S extends z.ZodType>(schema: S, message: string): S {
  // zod offers no option to add a message to a schema built elsewhere; cloning its definition is how
  // zod's own `.partial()` and `.extend()` derive one.
  return schema._zod.def.error ? schema : schema.clone({ ...schema._zod.def, error: () => message })
}

/**
 * A JSON:API write document `{ data: { type, attributes } }`, with `id` when the document may name its
 * resource; pt-BR messages for a document of the wrong shape.
 */
export function jsonApiDocument<T extends string, A extends z.ZodType, S extends z.ZodRawShape>(
  type: T,
  attributes: A,
  shape: S,
) {
  return z.object(
    {
      data: z.object(
        {
          type: z.literal(type, { error: `data.type precisa ser "${type}".` }),
          ...shape,
          attributes: withTypeMessage(attributes, 'data.attributes precisa ser um objeto com os atributos.'),
        },
        { error: 'data precisa ser um objeto com type e attributes.' },
      ),
    },
    { error: 'Envie um documento JSON:API: { "data": { "type", "attributes" } }.' },
  )
}

const DocumentId = z
  .string({ error: 'data.id precisa ser um texto.' })
  .max(64, { error: 'data.id pode ter no máximo 64 caracteres.' })

/** A JSON:API write document `{ data: { type, id?, attributes } }`. */
export const writeDocument = <T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  jsonApiDocument(type, attributes, { id: DocumentId.optional() })

/**
 * A new order for a whole list (banners, a group's options): every id once, first to last; the server
 * checks it against the list it holds. `items` names them in the messages ("banners", "opções").
 */
export function orderDocument<T extends string, K extends string, I extends z.ZodType<string>>(
  type: T,
  key: K,
  id: I,
  max: number,
  items: string,
) {
  const order = z
    .array(id, { error: `Envie a lista de ${items} na nova ordem.` })
    .min(1, { error: `Envie a lista de ${items} na nova ordem.` })
    .max(max, { error: `A ordem tem no máximo ${max} ${items}.` })
  return writeDocument(type, z.object({ [key]: order } as Record<K, typeof order>))
}

export const ListMeta = z.object({ total: z.number().int() })
