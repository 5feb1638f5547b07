import type {
  Language,
  PopularSearchesDocument,
  SearchAnalyticsDocument,
  SearchAnalyticsQuery,
} from '@escudo/contracts'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { brazilToday } from '../../ca-registry/product-check'
import type { Database } from '../../db/client'
import { searchBlockedTerms, searchDaily, searchFilterDaily } from '../../db/schema/index'
import { eachDayInBrazil } from '../../lib/brazil-daily'
import { notFound, validationFailed } from '../../lib/errors'

const DAY_MS = 24 * 60 * 60_000
/** Aggregates are kept 13 months (issue 36). */
export const RETENTION_MONTHS = 13
/** Popular searches: the last 30 days, searched at least this often, at most this many shown. */
export const POPULAR_DAYS = 30
export const POPULAR_MIN_SEARCHES = 3
export const POPULAR_COUNT = 8
/** How long the popular searches are reused (the index's version also renews them). */
const POPULAR_TTL_MS = 60_000
/** The prune's hour in Brazil (the audit log's is 4:00). */
const PRUNE_HOUR = 4

/** The first day (YYYY-MM-DD, Brazil) of the last `days` days up to `now`'s, today included. */
export const firstDay = (now: Date, days: number) =>
  brazilToday(new Date(now.getTime() - (days - 1) * DAY_MS))

/** The first day kept: 13 months before today (in Brazil). */
export function retentionCutoff(now: Date): string {
  const [year = 0, month = 1, day = 1] = brazilToday(now).split('-').map(Number)
  const cutoff = new Date(Date.UTC(year, month - 1 - RETENTION_MONTHS, day))
  return cutoff.toISOString().slice(0, 10)
}

type QueryRow = { language: Language; query: string; searches: number; noResults: number; clicks: number }

const blockedMissing = (id: string) =>
  notFound({ 'pt-BR': `Termo bloqueado ${id} não encontrado.`, en: `Blocked term ${id} not found.` })

export function searchAnalyticsRepository(db: Database) {
  const sum = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`

  const periodOf = (query: Pick<SearchAnalyticsQuery, 'filter[days]' | 'filter[language]'>, now: Date) => {
    const language = query['filter[language]']
    const from = firstDay(now, query['filter[days]'])
    return and(gte(searchDaily.day, from), language ? eq(searchDaily.language, language) : undefined)
  }

  /** The period's queries, most searched first (`limit` of them), as the page and the CSV show them. */
  const queries = async (query: SearchAnalyticsQuery, now: Date, limit: number): Promise<QueryRow[]> => {
    const searches = sum(searchDaily.searches)
    const noResults = sum(searchDaily.noResults)
    const clicks = sum(searchDaily.clicks)
    const having = query['filter[noResults]']
      ? sql`sum(${searchDaily.noResults}) > 0`
      : query['filter[noClicks]']
        ? sql`sum(${searchDaily.searches}) > sum(${searchDaily.noResults}) and sum(${searchDaily.clicks}) = 0`
        : sql`sum(${searchDaily.searches}) > 0`
    const rows = await db
      .select({ language: searchDaily.language, query: searchDaily.query, searches, noResults, clicks })
      .from(searchDaily)
      .where(periodOf(query, now))
      .groupBy(searchDaily.language, searchDaily.query)
      .having(having)
      .orderBy(
        query['filter[noResults]'] ? sql`4 desc` : sql`3 desc`,
        sql`3 desc`,
        asc(searchDaily.query),
        asc(searchDaily.language),
      )
      .limit(limit)
    return rows as QueryRow[]
  }

  return {
    queries,

    /** The analytics page's document: totals, rates, the daily trend and the top (or no-result, no-click) queries. */
    async read(query: SearchAnalyticsQuery, now: Date): Promise<SearchAnalyticsDocument> {
      const days = query['filter[days]']
      const where = periodOf(query, now)
      const [totals] = await db
        .select({
          searches: sum(searchDaily.searches),
          noResults: sum(searchDaily.noResults),
          clicks: sum(searchDaily.clicks),
        })
        .from(searchDaily)
        .where(where)
      const perDay = await db
        .select({
          day: sql<string>`${searchDaily.day}::text`,
          searches: sum(searchDaily.searches),
          noResults: sum(searchDaily.noResults),
          clicks: sum(searchDaily.clicks),
        })
        .from(searchDaily)
        .where(where)
        .groupBy(searchDaily.day)
      const byDay = new Map(perDay.map((row) => [row.day, row]))
      const trend = Array.from({ length: days }, (_, index) => {
        const day = firstDay(now, days - index)
        const row = byDay.get(day)
        return { day, searches: row?.searches ?? 0, noResults: row?.noResults ?? 0, clicks: row?.clicks ?? 0 }
      })
      const { searches = 0, noResults = 0, clicks = 0 } = totals ?? {}
      const found = searches - noResults
      const rows = await queries(query, now, query['page[size]'])
      return {
        data: rows.map((row) => ({
          type: 'search-queries' as const,
          id: `${row.language}:${row.query}`,
          attributes: row,
        })),
        meta: {
          days,
          language: query['filter[language]'] ?? null,
          searches,
          noResults,
          clicks,
          noResultRate: searches > 0 ? noResults / searches : 0,
          clickThroughRate: found > 0 ? clicks / found : 0,
          trend,
        },
      }
    },

    /**
     * Queries searched at least `POPULAR_MIN_SEARCHES` times in the last 30 days in `language` that found
     * something, most searched first, without the blocked terms; the caller checks they still find products.
     */
    async popularCandidates(language: Language, now: Date, limit: number) {
      const searches = sum(searchDaily.searches)
      return db
        .select({ query: searchDaily.query, searches })
        .from(searchDaily)
        .where(
          and(
            eq(searchDaily.language, language),
            gte(searchDaily.day, firstDay(now, POPULAR_DAYS)),
            sql`not exists (select 1 from ${searchBlockedTerms} where ${searchBlockedTerms.language} = ${searchDaily.language}
              and ${searchBlockedTerms.term} = ${searchDaily.query})`,
          ),
        )
        .groupBy(searchDaily.query)
        .having(
          sql`sum(${searchDaily.searches}) >= ${POPULAR_MIN_SEARCHES} and sum(${searchDaily.searches}) > sum(${searchDaily.noResults})`,
        )
        .orderBy(sql`2 desc`, asc(searchDaily.query))
        .limit(limit)
    },

    listBlocked: () =>
      db
        .select()
        .from(searchBlockedTerms)
        .orderBy(sql`${searchBlockedTerms.language} desc`, asc(searchBlockedTerms.term)),

    async block(language: Language, term: string) {
      const [row] = await db
        .insert(searchBlockedTerms)
        .values({ language, term })
        .onConflictDoNothing()
        .returning()
      if (!row)
        throw validationFailed([
          {
            pointer: '/data/attributes/term',
            detail: {
              'pt-BR': `"${term}" já está bloqueado neste idioma.`,
              en: `"${term}" is already blocked in this language.`,
            },
          },
        ])
      return row
    },

    async unblock(id: string) {
      const gone = await db
        .delete(searchBlockedTerms)
        .where(eq(searchBlockedTerms.id, id))
        .returning({ id: searchBlockedTerms.id })
      if (gone.length === 0) throw blockedMissing(id)
    },

    /** Deletes the aggregates older than 13 months; answers how many rows went. */
    async prune(now: Date): Promise<number> {
      const cutoff = retentionCutoff(now)
      const days = await db
        .delete(searchDaily)
        .where(lt(searchDaily.day, cutoff))
        .returning({ day: searchDaily.day })
      const filters = await db
        .delete(searchFilterDaily)
        .where(lt(searchFilterDaily.day, cutoff))
        .returning({ day: searchFilterDaily.day })
      return days.length + filters.length
    },
  }
}

export type SearchAnalyticsRepository = ReturnType<typeof searchAnalyticsRepository>

declare module 'fastify' {
  interface FastifyInstance {
    searchAnalytics: SearchAnalyticsRepository & {
      /**
       * The popular searches of `language` that find products now: reused for a minute (or until the index
       * changes; a block in this process drops them at once, in the others within the minute).
       */
      popular: (language: Language, now: Date) => Promise<PopularSearchesDocument>
    }
  }
}

/**
 * The search analytics' reader, the blocked terms, and the daily prune of aggregates older than 13 months (every
 * process plans it: deleting old rows twice does no harm).
 */
export default fp(
  async (app: FastifyInstance) => {
    const repository = searchAnalyticsRepository(app.db)
    let popular = new Map<Language, { at: number; version: number; document: PopularSearchesDocument }>()
    app.decorate('searchAnalytics', {
      ...repository,
      async popular(language: Language, now: Date) {
        const version = app.catalogIndex.version()
        const held = popular.get(language)
        if (held && held.version === version && now.getTime() - held.at < POPULAR_TTL_MS) return held.document
        const candidates = await repository.popularCandidates(language, now, POPULAR_COUNT * 3)
        // Only what still finds products (the catalogue moves; a synonym may have been removed).
        const finds = (q: string) =>
          app.catalogIndex.search({
            q,
            filters: {},
            isLancamento: false,
            sort: 'relevance',
            offset: 0,
            limit: 0,
            language,
            facets: false,
          }).total > 0
        const document = {
          data: candidates
            .filter(({ query }) => finds(query))
            .slice(0, POPULAR_COUNT)
            .map(({ query, searches }) => ({
              type: 'popular-searches' as const,
              id: query,
              attributes: { query, searches },
            })),
        }
        popular.set(language, { at: now.getTime(), version, document })
        return document
      },
      block: async (language: Language, term: string) => {
        const row = await repository.block(language, term)
        popular = new Map()
        return row
      },
      unblock: async (id: string) => {
        await repository.unblock(id)
        popular = new Map()
      },
    })
    const daily = eachDayInBrazil(
      PRUNE_HOUR,
      async () => {
        const deleted = await repository.prune(app.now())
        if (deleted > 0) app.log.info({ deleted }, 'search analytics pruned')
      },
      app.log,
      'daily search analytics prune',
      30 * 60_000,
    )
    app.addHook('onClose', async () => daily.stop())
  },
  { name: 'search-analytics', dependencies: ['db', 'clock', 'catalog-index'] },
)
