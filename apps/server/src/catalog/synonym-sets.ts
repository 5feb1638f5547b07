import { asc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { searchSynonyms } from '../db/schema/index'
import type { SynonymSet } from './search/types'

/**
 * Every synonym set the searches apply (issue 36), oldest first: read at each index build and whenever a
 * process hears a `search-settings` change. A few thousand short rows at most: read whole.
 */
export async function loadSynonymSets(db: Database): Promise<SynonymSet[]> {
  const rows = await db
    .select({ language: searchSynonyms.language, terms: searchSynonyms.terms, oneWay: searchSynonyms.oneWay })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id))
  return rows.map((row) => ({ ...row, language: row.language === 'en' ? 'en' : 'pt-BR' }))
}
