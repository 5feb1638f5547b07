import { z } from 'zod'
import {
  FILTER_GROUPS,
  FILTER_OPTIONS_MAX,
  OPTION_ID_MAX_LENGTH,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX_LENGTH,
} from './catalog-constants'
import {
  cutSearchText,
  filterParameter,
  groupFilters,
  splitOptionIds,
  type FilterParameter,
  type ProductQuery,
} from './catalog-query-string'
import { PageQuery } from './jsonapi'
import { says, saying } from './says'

// A repeated parameter arrives as an array; both spellings mean the same list.
const OneOrMany = z.union([z.string(), z.array(z.string())])

const OptionList = OneOrMany.transform((value) => splitOptionIds([value].flat())).pipe(
  z
    .array(
      z.string().max(OPTION_ID_MAX_LENGTH, {
        error: says(
          `Um id de opção tem no máximo ${OPTION_ID_MAX_LENGTH} caracteres.`,
          `An option id is at most ${OPTION_ID_MAX_LENGTH} characters long.`,
        ),
      }),
    )
    .max(FILTER_OPTIONS_MAX, {
      error: says(
        `No máximo ${FILTER_OPTIONS_MAX} opções por filtro.`,
        `At most ${FILTER_OPTIONS_MAX} options per filter.`,
      ),
    }),
)

// Cut, not refused: a pasted paragraph still searches, and the work stays bounded.
const SearchText = OneOrMany.transform((value) => cutSearchText([value].flat()))

const groupShape = Object.fromEntries(
  FILTER_GROUPS.map((group) => [filterParameter(group), OptionList.optional()]),
)
const knownKeys = new Set([
  ...Object.keys(groupShape),
  'filter[q]',
  'filter[isLancamento]',
  'filter[caValido]',
  'sort',
  'page[number]',
  'page[size]',
])

export const ProductQuerySchema = z
  .object({
    'filter[q]': SearchText.optional().describe(`Free text, cut at ${SEARCH_QUERY_MAX_LENGTH} characters`),
    ...(groupShape as Record<FilterParameter, z.ZodOptional<typeof OptionList>>),
    'filter[isLancamento]': z
      .enum(['true', 'false'], {
        error: says(
          'filter[isLancamento] aceita true ou false.',
          'filter[isLancamento] takes true or false.',
        ),
      })
      .optional(),
    'filter[caValido]': z
      .enum(['true', 'false'], {
        error: says('filter[caValido] aceita true ou false.', 'filter[caValido] takes true or false.'),
      })
      .optional()
      .describe('true: only products whose CA is valid'),
    sort: z
      .enum(PRODUCT_SORTS, {
        error: says(`sort aceita ${PRODUCT_SORTS.join(', ')}.`, `sort takes ${PRODUCT_SORTS.join(', ')}.`),
      })
      .optional()
      .describe('relevance (default with filter[q]) or -popularity (default without)'),
    'page[number]': PageQuery.shape['page[number]'],
    'page[size]': PageQuery.shape['page[size]'],
    lang: z
      .enum(['pt-BR', 'en'], { error: says('lang aceita pt-BR ou en.', 'lang takes pt-BR or en.') })
      .optional()
      .describe("The page's language: en searches the English texts with English stemming (default pt-BR)"),
  })
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (key.startsWith('filter[') && !knownKeys.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          ...saying(`Filtro desconhecido: ${key}.`, `Unknown filter: ${key}.`),
        })
      }
    }
  })
  .transform((query): ProductQuery => ({
    q: query['filter[q]'],
    filters: groupFilters((group) => query[filterParameter(group)]),
    isLancamento: query['filter[isLancamento]'] === 'true',
    ...(query['filter[caValido]'] === 'true' ? { caValido: true } : {}),
    ...(query.lang === 'en' ? { lang: 'en' as const } : {}),
    sort: query.sort,
    page: { number: query['page[number]'], size: query['page[size]'] },
  }))
