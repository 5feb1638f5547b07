import { z } from 'zod'
import {
  FILTER_GROUPS,
  FILTER_OPTIONS_MAX,
  OPTION_ID_MAX_LENGTH,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX_LENGTH,
} from './catalog-constants'
import { isValidCas, PERMEATION_LEVEL_MAX } from './chemicals'
import {
  CHEMICALS_FILTER_MAX,
  cutSearchText,
  isLevelText,
  splitCasList,
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

// Each CAS well formed with its check digit: a typo is refused rather than silently matching nothing.
const CasList = OneOrMany.transform((value) => splitCasList([value].flat())).pipe(
  z
    .array(
      z.string().refine(isValidCas, {
        error: says(
          'filter[chemicals] aceita números CAS separados por vírgula, no formato 67-64-1 com o dígito verificador certo.',
          'filter[chemicals] takes comma-separated CAS numbers, in the 67-64-1 format with the right check digit.',
        ),
      }),
    )
    .max(CHEMICALS_FILTER_MAX, {
      error: says(
        `No máximo ${CHEMICALS_FILTER_MAX} químicos por filtro.`,
        `At most ${CHEMICALS_FILTER_MAX} chemicals per filter.`,
      ),
    }),
)

const MIN_LEVEL_RANGE = says(
  `filter[minLevel] aceita um nível de permeação de 0 a ${PERMEATION_LEVEL_MAX}.`,
  `filter[minLevel] takes a permeation level from 0 to ${PERMEATION_LEVEL_MAX}.`,
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
  'filter[chemicals]',
  'filter[minLevel]',
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
    'filter[chemicals]': CasList.optional().describe(
      'CAS numbers (e.g. 67-64-1,1310-73-2): only products whose stored result reaches `filter[minLevel]` against ' +
        'every one (a CAS no product is tested against finds nothing); combined with the other filters (AND)',
    ),
    'filter[minLevel]': z
      .string({ error: MIN_LEVEL_RANGE })
      .refine(isLevelText, { error: MIN_LEVEL_RANGE })
      .optional()
      .describe(
        'The permeation level (EN 16523-1, 0–6) each chemical of `filter[chemicals]` needs; default 1 (more than ' +
          '10 min); 0: tested against it at all',
      ),
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
    ...(query['filter[chemicals]']?.length ? { chemicals: query['filter[chemicals]'] } : {}),
    ...(query['filter[minLevel]'] !== undefined ? { minLevel: Number(query['filter[minLevel]']) } : {}),
    ...(query.lang === 'en' ? { lang: 'en' as const } : {}),
    sort: query.sort,
    page: { number: query['page[number]'], size: query['page[size]'] },
  }))
