import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  jsonb,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

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

/**
 * Storefront searches, as daily aggregates per language and normalised query (issue 36, decision 051): no user,
 * address, cookie or search id is stored, only counts. Each process buffers in memory and adds its counts with
 * upsert increments; rows older than 13 months are pruned daily.
 */
export const searchDaily = pgTable(
  'search_daily',
  {
    /** The day in Brazil. */
    day: date('day').notNull(),
    language: text('language').notNull(),
    /** Lower case, spaces collapsed, cut at 100 characters. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    /** Searches that found nothing. */
    noResults: integer('no_results').notNull().default(0),
    /** Searches with at least one filter besides the text. */
    filtered: integer('filtered').notNull().default(0),
    /** Searches that asked for a page after the first. */
    laterPages: integer('later_pages').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    /** The sum of the clicked positions (1 = first result): the mean position is this over `clicks`. */
    clickPositions: integer('click_positions').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.language, table.query] }),
    index('search_daily_language_day').on(table.language, table.day),
    check('search_daily_language_known', sql`${table.language} in ('pt-BR', 'en')`),
  ],
)

/** How often each filter (`categories`, `caValido`…) went with a search, per day and language. */
export const searchFilterDaily = pgTable(
  'search_filter_daily',
  {
    day: date('day').notNull(),
    language: text('language').notNull(),
    filter: text('filter').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.language, table.filter] })],
)

/** Terms staff keep out of the storefront's popular searches, per language (normalised like the queries). */
export const searchBlockedTerms = pgTable(
  'search_blocked_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_blocked_terms_term').on(table.language, table.term),
    check('search_blocked_terms_language_known', sql`${table.language} in ('pt-BR', 'en')`),
  ],
)

export type SearchBlockedTermRow = typeof searchBlockedTerms.$inferSelect

/** A product a rule puts at a place in its query's results (1 = first). */
export type SearchRulePin = { productId: string; position: number }

/**
 * Rules for a query (issue 36, decision 051 "Rules"), per language: for a query typed exactly (`exact`) or
 * containing a phrase (`contains`), pin products at positions, hide products, or send the buyer to a page of
 * the site; optionally only between two instants. Applied at query time by every process (change kind
 * `search-settings`). Two rules on the same normalised query and language never overlap in time: the
 * repository checks it under a transaction-scoped advisory lock on the query, so two concurrent writes take
 * turns (the embedded database has no btree_gist for an exclusion constraint).
 */
export const searchRules = pgTable(
  'search_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    /** As staff wrote it (trimmed). */
    query: text('query').notNull(),
    /** Folded as the search compares it (`searchRuleKey`): what a typed query is matched with. */
    queryKey: text('query_key').notNull(),
    match: text('match').notNull().default('exact'),
    pins: jsonb('pins').$type<SearchRulePin[]>().notNull().default([]),
    hidden: uuid('hidden')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** A path of this site (`/consulta-ca`) the storefront sends the buyer to; null: none. */
    redirect: text('redirect'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_rules_query').on(table.language, table.queryKey),
    check('search_rules_language_known', sql`${table.language} in ('pt-BR', 'en')`),
    check('search_rules_match_known', sql`${table.match} in ('exact', 'contains')`),
    check('search_rules_query_key', sql`${table.queryKey} <> ''`),
    check(
      'search_rules_dates',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
)

export type SearchRuleRow = typeof searchRules.$inferSelect
