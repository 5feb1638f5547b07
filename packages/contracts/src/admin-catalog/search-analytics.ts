import { z } from 'zod'
import { ListMeta, writeDocument } from '../customer-common'
import { LANGUAGES } from '../language'
import { resource } from '../jsonapi'
import { says } from '../says'

/*
 * Search analytics and popular searches (issue 36, decision 051): daily aggregates of the storefront's
 * searches and clicks, with no personal data; the terms staff keep out of the popular searches.
 */

/** The longest query kept (longer ones are cut): a search box sentence, not a document. */
export const SEARCH_QUERY_KEPT_LENGTH = 100

/**
 * A query as the analytics count it: lower case, spaces collapsed, cut at 100 characters. Accents stay
 * (the page shows what buyers wrote, and a synonym is added as written).
 */
export function analyticsQuery(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_KEPT_LENGTH)
    .trim()
}

export const ANALYTICS_PERIODS = [7, 30, 90] as const

const Language = z.enum(LANGUAGES, { error: says('O idioma é pt-BR ou en.', 'The language is pt-BR or en.') })
const TrueFalse = (name: string) =>
  z
    .enum(['true', 'false'], {
      error: says(`${name} aceita true ou false.`, `${name} takes true or false.`),
    })
    .optional()
    .transform((value) => value === 'true')

export const SearchAnalyticsQuery = z.object({
  'filter[days]': z.coerce
    .number({ error: says('filter[days] é um número de dias.', 'filter[days] is a number of days.') })
    .int({ error: says('filter[days] é um número inteiro.', 'filter[days] is a whole number.') })
    .min(1, { error: says('filter[days] vai de 1 a 400.', 'filter[days] goes from 1 to 400.') })
    .max(400, { error: says('filter[days] vai de 1 a 400.', 'filter[days] goes from 1 to 400.') })
    .default(30)
    .describe('The last N days, today included (days in Brazil)'),
  'filter[language]': Language.optional().describe('One language; both when absent'),
  'filter[noResults]': TrueFalse('filter[noResults]').describe('true: only the queries that found nothing'),
  'filter[noClicks]': TrueFalse('filter[noClicks]').describe(
    'true: only the queries that found something and got no click',
  ),
  'page[size]': z.coerce
    .number({ error: says('page[size] é um número.', 'page[size] is a number.') })
    .int({ error: says('page[size] é um número inteiro.', 'page[size] is a whole number.') })
    .min(1, { error: says('page[size] vai de 1 a 1000.', 'page[size] goes from 1 to 1000.') })
    .max(1000, { error: says('page[size] vai de 1 a 1000.', 'page[size] goes from 1 to 1000.') })
    .default(50),
})
export type SearchAnalyticsQuery = z.output<typeof SearchAnalyticsQuery>

export const SearchQueryAttributes = z.object({
  query: z.string().describe('Lower case, spaces collapsed'),
  language: z.enum(LANGUAGES),
  searches: z.number().int(),
  noResults: z.number().int().describe('Searches of it that found nothing'),
  clicks: z.number().int(),
})
export type SearchQueryAttributes = z.infer<typeof SearchQueryAttributes>
export const SearchQueryResource = resource('search-queries', SearchQueryAttributes)

export const SearchTrendDay = z.object({
  day: z.string().describe('YYYY-MM-DD, in Brazil'),
  searches: z.number().int(),
  noResults: z.number().int(),
  clicks: z.number().int(),
})
export type SearchTrendDay = z.infer<typeof SearchTrendDay>

export const SearchAnalyticsDocument = z.object({
  data: z.array(SearchQueryResource).describe('Most searched first'),
  meta: z.object({
    days: z.number().int(),
    language: z.enum(LANGUAGES).nullable(),
    searches: z.number().int(),
    noResults: z.number().int(),
    clicks: z.number().int(),
    noResultRate: z.number().describe('Searches that found nothing over all searches (0 with no searches)'),
    clickThroughRate: z
      .number()
      .describe('Clicks over the searches that found something (0 with none); several clicks may follow one'),
    trend: z
      .array(SearchTrendDay)
      .describe('Every day of the period, oldest first (days without searches: 0)'),
  }),
})
export type SearchAnalyticsDocument = z.infer<typeof SearchAnalyticsDocument>

const SearchId = z
  .string({ error: says('searchId é o meta.searchId da busca.', "searchId is the search's meta.searchId.") })
  .min(1, { error: says('searchId é o meta.searchId da busca.', "searchId is the search's meta.searchId.") })
  .max(600, {
    error: says('searchId é o meta.searchId da busca.', "searchId is the search's meta.searchId."),
  })

/**
 * `POST /api/v1/search-events`: a click on a result of a search (its `meta.searchId`), or the end of a typing
 * session in the search box that opened no list (`search`: its last answer's id, counted as one search).
 */
export const SearchEventRequest = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('click'),
      searchId: SearchId,
      productId: z
        .string({ error: says('productId é o id do produto.', "productId is the product's id.") })
        .min(1, { error: says('productId é o id do produto.', "productId is the product's id.") })
        .max(100, { error: says('productId é o id do produto.', "productId is the product's id.") }),
      position: z
        .number({ error: says('position é um número a partir de 1.', 'position is a number from 1.') })
        .int({ error: says('position é um número inteiro.', 'position is a whole number.') })
        .min(1, { error: says('position é um número a partir de 1.', 'position is a number from 1.') })
        .max(10_000, { error: says('position vai até 10000.', 'position goes up to 10000.') }),
    }),
    z.object({ type: z.literal('search'), searchId: SearchId }),
  ],
  { error: says('type é click ou search.', 'type is click or search.') },
)
export type SearchEventRequest = z.infer<typeof SearchEventRequest>

/** The storefront's popular searches (the empty search box's suggestions). */
export const PopularSearchesQuery = z.object({
  lang: z
    .enum(['pt-BR', 'en'], { error: says('lang aceita pt-BR ou en.', 'lang takes pt-BR or en.') })
    .optional(),
})
export const PopularSearchResource = resource(
  'popular-searches',
  z.object({ query: z.string(), searches: z.number().int() }),
)
export const PopularSearchesDocument = z.object({ data: z.array(PopularSearchResource) })
export type PopularSearchesDocument = z.infer<typeof PopularSearchesDocument>

export const BlockedTermFields = z.object({
  language: Language,
  term: z
    .string({ error: says('Escreva o termo.', 'Write the term.') })
    .trim()
    .min(1, { error: says('Escreva o termo (ele está vazio).', 'Write the term (it is empty).') })
    .max(SEARCH_QUERY_KEPT_LENGTH, {
      error: says(
        `O termo pode ter no máximo ${SEARCH_QUERY_KEPT_LENGTH} caracteres.`,
        `The term can be at most ${SEARCH_QUERY_KEPT_LENGTH} characters long.`,
      ),
    })
    .transform(analyticsQuery),
})
export const CreateBlockedTermRequest = writeDocument('search-blocked-terms', BlockedTermFields)
export type CreateBlockedTermRequest = z.input<typeof CreateBlockedTermRequest>
export const BlockedTermResource = resource(
  'search-blocked-terms',
  z.object({ language: z.enum(LANGUAGES), term: z.string(), createdAt: z.string() }),
)
export type BlockedTermResource = z.infer<typeof BlockedTermResource>
export const BlockedTermDocument = z.object({ data: BlockedTermResource })
export const BlockedTermListDocument = z.object({ data: z.array(BlockedTermResource), meta: ListMeta })
export type BlockedTermListDocument = z.infer<typeof BlockedTermListDocument>
