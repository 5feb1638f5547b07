import { z } from 'zod'
import { says } from './says'

/** Stable `code` values of the customer-area errors, for the web app to react to. */
export const CUSTOMER_ERROR_CODES = {
  commentExists: 'comment_exists',
  invalidTransition: 'invalid_transition',
  estimateNotEditable: 'estimate_not_editable',
  staleVersion: 'stale_version',
  threadClosed: 'thread_closed',
} as const

/** Ids of rows we create: checked before they reach PostgreSQL, which refuses a malformed uuid loudly. */
export const ResourceId = z.guid({ error: says('O id não é válido.', 'The id is not valid.') })
export const IdParams = z.object({ id: ResourceId })

// Newlines and tabs belong in a message; other control characters do not (PostgreSQL refuses NUL).
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A field's name inside a message, in pt-BR and in English: `['a mensagem', 'the message']`. */
export type Label = readonly [portuguese: string, english: string]

/**
 * Free text typed by a person, stored as given (never trimmed, never read as HTML), with `label`
 * naming the field in the messages.
 */
export function PlainText([label, english]: Label, max: number) {
  const required = says(`Escreva ${label}.`, `Write ${english}.`)
  return z
    .string({ error: required })
    .max(max, {
      error: says(
        `${capitalize(label)} pode ter no máximo ${max} caracteres.`,
        `${capitalize(english)} can be at most ${max} characters long.`,
      ),
      abort: true,
    })
    .refine((value) => value.trim().length > 0, { error: required, abort: true })
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), {
      error: says(
        `${capitalize(label)} tem caracteres que não são permitidos.`,
        `${capitalize(english)} has characters that are not allowed.`,
      ),
    })
}

/** `a mensagem` → `A mensagem`: a label starting a sentence. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** An optional note: absent, null or empty means none. */
export function OptionalNote(label: Label, max: number) {
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
          type: z.literal(type, {
            error: says(`data.type precisa ser "${type}".`, `data.type must be "${type}".`),
          }),
          ...shape,
          attributes: withTypeMessage(
            attributes,
            says(
              'data.attributes precisa ser um objeto com os atributos.',
              'data.attributes must be an object with the attributes.',
            ),
          ),
        },
        {
          error: says(
            'data precisa ser um objeto com type e attributes.',
            'data must be an object with type and attributes.',
          ),
        },
      ),
    },
    {
      error: says(
        'Envie um documento JSON:API: { "data": { "type", "attributes" } }.',
        'Send a JSON:API document: { "data": { "type", "attributes" } }.',
      ),
    },
  )
}

const DocumentId = z
  .string({ error: says('data.id precisa ser um texto.', 'data.id must be text.') })
  .max(64, {
    error: says('data.id pode ter no máximo 64 caracteres.', 'data.id can be at most 64 characters long.'),
  })

/** A JSON:API write document `{ data: { type, id?, attributes } }`. */
export const writeDocument = <T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  jsonApiDocument(type, attributes, { id: DocumentId.optional() })

/**
 * A new order for a whole list (banners, a group's options): every id once, first to last; the server
 * checks it against the list it holds. `items` names them in the messages (`['opções', 'options']`).
 */
export function orderDocument<T extends string, K extends string, I extends z.ZodType<string>>(
  type: T,
  key: K,
  id: I,
  max: number,
  [items, english]: Label,
) {
  const send = says(
    `Envie a lista de ${items} na nova ordem.`,
    `Send the list of ${english} in their new order.`,
  )
  const order = z
    .array(id, { error: send })
    .min(1, { error: send })
    .max(max, {
      error: says(`A ordem tem no máximo ${max} ${items}.`, `The order has at most ${max} ${english}.`),
    })
  return writeDocument(type, z.object({ [key]: order } as Record<K, typeof order>))
}

export const ListMeta = z.object({ total: z.number().int() })
