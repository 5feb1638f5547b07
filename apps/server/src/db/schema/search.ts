import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Synonym sets the brand teaches its search (issue 36, decision 048), per language: every term of an
 * equivalent set also finds the others; a one-way set (`one_way`) lets its first term find the rest, not the
 * reverse. Applied at query time by every process's index (change kind `search-settings`).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `pt-BR` or `en`: the index whose searches it changes. */
    language: text('language').notNull(),
    /** As staff wrote them (trimmed); 2 to 50. */
    terms: text('terms').array().notNull(),
    oneWay: boolean('one_way').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_synonyms_language').on(table.language, table.createdAt),
    check('search_synonyms_language_known', sql`${table.language} in ('pt-BR', 'en')`),
    check('search_synonyms_terms_count', sql`cardinality(${table.terms}) between 2 and 50`),
  ],
)

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect
