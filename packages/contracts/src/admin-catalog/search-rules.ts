import { z } from 'zod'
import { IdParams, ListMeta, ResourceId, writeDocument } from '../customer-common'
import { LANGUAGES } from '../language'
import { resource } from '../jsonapi'
import { says } from '../says'
import { synonymKey } from './search-synonyms'

/*
 * Rules for a query (issue 36, decision 051 "Rules"), per language: for a query typed exactly (`exact`) or
 * containing a phrase (`contains`), pin products at positions, hide products, or send the buyer to a page of
 * this site; optionally only between `startsAt` and `endsAt`.
 */

export const SEARCH_RULE_MATCHES = ['exact', 'contains'] as const
export const SEARCH_RULE_QUERY_MAX_LENGTH = 100
export const SEARCH_RULE_PINS_MAX = 50
export const SEARCH_RULE_HIDDEN_MAX = 200
export const SEARCH_RULE_POSITION_MAX = 1000
export const SEARCH_RULE_PREVIEW_SIZE = 20

/** A query as rules compare it: folded like a synonym's term ("Consulta-CA" and "consulta ca" are one). */
export const searchRuleKey = synonymKey

/** A path of this site: `/…`, not `//…` (another host), no backslash, no space or control character. */
export function isSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/u.test(path) && path.length <= 500
}

const Language = z.enum(LANGUAGES, { error: says('O idioma é pt-BR ou en.', 'The language is pt-BR or en.') })
const Match = z.enum(SEARCH_RULE_MATCHES, {
  error: says('match é exact ou contains.', 'match is exact or contains.'),
})
const Query = z
  .string({ error: says('Escreva a busca.', 'Write the query.') })
  .trim()
  .max(SEARCH_RULE_QUERY_MAX_LENGTH, {
    error: says(
      `A busca pode ter no máximo ${SEARCH_RULE_QUERY_MAX_LENGTH} caracteres.`,
      `The search can be at most ${SEARCH_RULE_QUERY_MAX_LENGTH} characters long.`,
    ),
    abort: true,
  })
  .refine((query) => searchRuleKey(query).length > 0, {
    error: says('A busca precisa ter letras ou números.', 'The query must have letters or digits.'),
  })
const Position = z
  .number({ error: says('A posição é um número.', 'The position is a number.') })
  .int({ error: says('A posição é um número inteiro.', 'The position is a whole number.') })
  .min(1, { error: says('A posição começa em 1.', 'Positions start at 1.') })
  .max(SEARCH_RULE_POSITION_MAX, {
    error: says(
      `A posição vai até ${SEARCH_RULE_POSITION_MAX}.`,
      `The position goes up to ${SEARCH_RULE_POSITION_MAX}.`,
    ),
  })
export const SearchRulePin = z.object(
  { productId: ResourceId, position: Position },
  { error: says('Cada fixação tem productId e position.', 'Each pin has a productId and a position.') },
)
export type SearchRulePin = z.infer<typeof SearchRulePin>
const Pins = z
  .array(SearchRulePin, { error: says('pins é uma lista.', 'pins is a list.') })
  .max(SEARCH_RULE_PINS_MAX, {
    error: says(
      `Fixe no máximo ${SEARCH_RULE_PINS_MAX} produtos.`,
      `Pin at most ${SEARCH_RULE_PINS_MAX} products.`,
    ),
  })
const Hidden = z
  .array(ResourceId, { error: says('hidden é uma lista de ids.', 'hidden is a list of ids.') })
  .max(SEARCH_RULE_HIDDEN_MAX, {
    error: says(
      `Oculte no máximo ${SEARCH_RULE_HIDDEN_MAX} produtos.`,
      `Hide at most ${SEARCH_RULE_HIDDEN_MAX} products.`,
    ),
  })
const Redirect = z
  .string({ error: says('O destino é um caminho do site.', 'The destination is a path of this site.') })
  .trim()
  .refine(isSitePath, {
    error: says(
      'O destino é um caminho deste site, como /consulta-ca (sem http:// nem //).',
      'The destination is a path of this site, such as /consulta-ca (no http:// nor //).',
    ),
  })
  .nullable()
const Instant = z.iso
  .datetime({
    offset: true,
    error: says('Data e hora ISO 8601, com fuso.', 'An ISO 8601 date and time, with its offset.'),
  })
  .nullable()
const Enabled = z.boolean({ error: says('enabled é true ou false.', 'enabled is true or false.') })

const fields = {
  language: Language,
  query: Query,
  match: Match,
  pins: Pins,
  hidden: Hidden,
  redirect: Redirect,
  startsAt: Instant,
  endsAt: Instant,
  enabled: Enabled,
}

export const SearchRuleFields = z.object({
  language: Language,
  query: Query,
  match: Match.default('exact'),
  pins: Pins.default([]),
  hidden: Hidden.default([]),
  redirect: Redirect.default(null),
  startsAt: Instant.default(null),
  endsAt: Instant.default(null),
  enabled: Enabled.default(true),
})
export type SearchRuleInput = z.output<typeof SearchRuleFields>

type Problem = { path: (string | number)[]; message: string }

/**
 * What no single field shows: a product pinned twice or both pinned and hidden, two pins at one position, an
 * end before the start. The contract checks a new rule with it; the server checks a changed rule whole.
 */
export function searchRuleProblems(rule: Pick<SearchRuleInput, 'pins' | 'hidden' | 'startsAt' | 'endsAt'>) {
  const problems: Problem[] = []
  const pinned = new Set<string>()
  const positions = new Set<number>()
  rule.pins.forEach((pin, index) => {
    if (pinned.has(pin.productId))
      problems.push({
        path: ['pins', index, 'productId'],
        message: says('Este produto já está fixado.', 'This product is pinned already.'),
      })
    if (positions.has(pin.position))
      problems.push({
        path: ['pins', index, 'position'],
        message: says('Outro produto já está nesta posição.', 'Another product has this position.'),
      })
    pinned.add(pin.productId)
    positions.add(pin.position)
  })
  rule.hidden.forEach((id, index) => {
    if (pinned.has(id))
      problems.push({
        path: ['hidden', index],
        message: says('Um produto fixado não pode ser ocultado.', 'A pinned product cannot be hidden.'),
      })
  })
  if (rule.startsAt && rule.endsAt && Date.parse(rule.startsAt) >= Date.parse(rule.endsAt))
    problems.push({
      path: ['endsAt'],
      message: says('O fim vem depois do início.', 'The end comes after the start.'),
    })
  return problems
}

const checked = SearchRuleFields.superRefine((rule, context) => {
  for (const problem of searchRuleProblems(rule))
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
})

export const CreateSearchRuleRequest = writeDocument('search-rules', checked)
export type CreateSearchRuleRequest = z.input<typeof CreateSearchRuleRequest>

const Version = z
  .number({ error: says('Envie a versão da regra que você leu.', 'Send the version of the rule you read.') })
  .int({ error: says('Envie a versão da regra que você leu.', 'Send the version of the rule you read.') })
  .min(1)
/** Changing: any attributes, with the `version` read (optimistic locking: a stale one is a 409). */
export const UpdateSearchRuleRequest = writeDocument(
  'search-rules',
  z.object(fields).partial().extend({ version: Version }),
)
export type UpdateSearchRuleRequest = z.input<typeof UpdateSearchRuleRequest>

export const SearchRuleAttributes = z.object({
  language: z.enum(LANGUAGES),
  query: z.string().describe('As written (trimmed)'),
  match: z.enum(SEARCH_RULE_MATCHES).describe('exact: the whole query; contains: the phrase among its words'),
  pins: z.array(z.object({ productId: z.string(), position: z.number().int() })),
  hidden: z.array(z.string()),
  redirect: z.string().nullable().describe('A path of this site the storefront sends the buyer to'),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().describe('ISO 8601'),
})
export type SearchRuleAttributes = z.infer<typeof SearchRuleAttributes>
export const SearchRuleResource = resource('search-rules', SearchRuleAttributes)
export type SearchRuleResource = z.infer<typeof SearchRuleResource>
export const SearchRuleDocument = z.object({ data: SearchRuleResource })
export const SearchRuleListDocument = z.object({ data: z.array(SearchRuleResource), meta: ListMeta })
export type SearchRuleListDocument = z.infer<typeof SearchRuleListDocument>

export const SearchRuleQuery = z.object({ 'filter[language]': Language.optional() })
export const SearchRuleIdParams = IdParams

/** A preview: the rule as edited (with `id` when it replaces a saved one) and the query to try it on. */
export const SearchRulePreviewRequest = writeDocument(
  'search-rule-previews',
  SearchRuleFields.extend({ id: ResourceId.optional() }),
)
export type SearchRulePreviewRequest = z.input<typeof SearchRulePreviewRequest>
const PreviewProduct = z.object({ id: z.string(), name: z.string(), reference: z.string() })
export type SearchRulePreviewProduct = z.infer<typeof PreviewProduct>
export const SearchRulePreviewDocument = z.object({
  data: resource(
    'search-rule-previews',
    z.object({
      query: z.string(),
      without: z.array(PreviewProduct).describe('The first results with no rule for this query'),
      withRule: z.array(PreviewProduct).describe('The first results with this rule instead of any saved one'),
      totalWithout: z.number().int(),
      totalWithRule: z.number().int(),
      redirect: z.string().nullable(),
    }),
  ),
})
export type SearchRulePreviewDocument = z.infer<typeof SearchRulePreviewDocument>
