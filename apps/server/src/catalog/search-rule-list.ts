import { asc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { searchRules, type SearchRuleRow } from '../db/schema/index'
import type { SearchRule } from './search/rules'

export const toSearchRule = (row: SearchRuleRow): SearchRule => ({
  id: row.id,
  language: row.language === 'en' ? 'en' : 'pt-BR',
  queryKey: row.queryKey,
  match: row.match === 'contains' ? 'contains' : 'exact',
  pins: row.pins,
  hidden: row.hidden,
  redirect: row.redirect,
  startsAt: row.startsAt?.getTime() ?? null,
  endsAt: row.endsAt?.getTime() ?? null,
  enabled: row.enabled,
})

/**
 * Every search rule (issue 36), oldest first (the earliest saved wins a tie): read with the synonym sets at
 * each index build and whenever a process hears a `search-settings` change. Short rows: read whole.
 */
export async function loadSearchRules(db: Database): Promise<SearchRule[]> {
  const rows = await db.select().from(searchRules).orderBy(asc(searchRules.createdAt), asc(searchRules.id))
  return rows.map(toSearchRule)
}
