import { searchRuleKey, searchRuleProblems, type SearchRuleInput } from '@escudo/contracts'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { products, searchRules } from '../../db/schema/index'
import { validationFailed } from '../../lib/errors'

const pointer = (path: (string | number)[]) => `/data/attributes/${path.join('/')}`

/** What the contract checks on a new rule, checked again on a changed one (its fields merged). */
export function checkWhole(rule: SearchRuleInput): void {
  const problems = searchRuleProblems(rule)
  if (problems.length === 0) return
  throw validationFailed(
    problems.map((problem) => ({
      pointer: pointer(problem.path),
      detail: { 'pt-BR': problem.message, en: problem.message },
    })),
  )
}

/** 422 for a pin to a product that is not in the catalogue or not published, and a hidden one not in it. */
export async function checkProducts(tx: Database, rule: SearchRuleInput): Promise<void> {
  const ids = [...new Set([...rule.pins.map((pin) => pin.productId), ...rule.hidden])]
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: products.id, published: products.published })
    .from(products)
    .where(inArray(products.id, ids))
  const published = new Map(rows.map((row) => [row.id, row.published]))
  const problems = [
    ...rule.pins.flatMap((pin, index) => {
      const state = published.get(pin.productId)
      if (state === true) return []
      return [
        {
          pointer: `/data/attributes/pins/${index}/productId`,
          detail:
            state === undefined
              ? { 'pt-BR': 'Nenhum produto com este id.', en: 'No product has this id.' }
              : {
                  'pt-BR': 'Este produto não está publicado: a busca não o mostra.',
                  en: 'This product is not published: the search does not show it.',
                },
        },
      ]
    }),
    ...rule.hidden.flatMap((id, index) =>
      published.has(id)
        ? []
        : [
            {
              pointer: `/data/attributes/hidden/${index}`,
              detail: { 'pt-BR': 'Nenhum produto com este id.', en: 'No product has this id.' },
            },
          ],
    ),
  ]
  if (problems.length > 0) throw validationFailed(problems)
}

/**
 * 422 when another enabled rule on the same query (folded) and language is in force at some instant this one
 * (enabled) is: a disabled rule is in force never, so it can wait beside the one in force (the next campaign's)
 * and is checked when it is enabled. Two writers on one query take turns: the transaction-scoped advisory lock
 * on the query is held to the commit, so the second reads the first's row (READ COMMITTED reads what committed
 * before each statement).
 */
export async function checkNoOverlap(tx: Database, rule: SearchRuleInput, id?: string): Promise<void> {
  const key = searchRuleKey(rule.query)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-rules|${rule.language}|${key}`}))`)
  if (!rule.enabled) return
  const { startsAt, endsAt } = rule
  const [other] = await tx
    .select({ query: searchRules.query, startsAt: searchRules.startsAt, endsAt: searchRules.endsAt })
    .from(searchRules)
    .where(
      and(
        eq(searchRules.language, rule.language),
        eq(searchRules.queryKey, key),
        eq(searchRules.enabled, true),
        id ? ne(searchRules.id, id) : undefined,
        endsAt
          ? sql`(${searchRules.startsAt} is null or ${searchRules.startsAt} < ${endsAt}::timestamptz)`
          : undefined,
        startsAt
          ? sql`(${searchRules.endsAt} is null or ${searchRules.endsAt} > ${startsAt}::timestamptz)`
          : undefined,
      ),
    )
    .limit(1)
  if (!other) return
  const when = (at: Date | null, open: string) => at?.toISOString() ?? open
  throw validationFailed([
    {
      pointer: '/data/attributes/query',
      detail: {
        'pt-BR':
          `Já há uma regra para "${other.query}" neste idioma em vigor no mesmo período ` +
          `(${when(other.startsAt, 'sem início')} a ${when(other.endsAt, 'sem fim')}). Mude as datas de uma delas.`,
        en:
          `A rule for "${other.query}" in this language is already in force in the same period ` +
          `(${when(other.startsAt, 'no start')} to ${when(other.endsAt, 'no end')}). Change the dates of one.`,
      },
    },
  ])
}
