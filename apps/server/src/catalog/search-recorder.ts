import { createHmac, timingSafeEqual } from 'node:crypto'
import { analyticsQuery, type Language } from '@escudo/contracts'
import { sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { flushEvery } from '../lib/flush-every'
import { brazilToday } from '../ca-registry/product-check'
import { searchDaily, searchFilterDaily } from '../db/schema/index'
import { loadJwtSecret } from '../lib/jwt-secret'

/** One storefront search, as the analytics count it (no visitor in it). */
export type SearchNote = {
  language: Language
  /** As typed; normalised here (`analyticsQuery`). */
  q: string
  total: number
  page: number
  /** The filters that went with the text (`categories`, `caValido`…). */
  filters: string[]
}

type Counts = {
  searches: number
  noResults: number
  filtered: number
  laterPages: number
  clicks: number
  clickPositions: number
}

export type SearchRecorder = {
  /** The opaque id of a search (`meta.searchId`): signed, holds its language, query and whether it found any. */
  searchId: (note: SearchNote) => string | null
  /** Counts one search; costs a Map update, never a query. */
  search: (note: SearchNote) => void
  /** Counts one search of a typing session that ended without a list page (its last answer's id). */
  typed: (searchId: string) => boolean
  /** Counts a click on the result at `position` of the search `searchId`; false when the id is not ours. */
  click: (searchId: string, position: number) => boolean
  /** Writes what was counted since the last flush (a timer and close call it). */
  flush: () => Promise<void>
  /** Counts dropped since the start: buffer full, a failed write, or a query that looked personal. */
  stats: () => { pending: number; dropped: number; redacted: number }
}

/**
 * The header on a server-rendered page's list read that carries its search (decision 051): the page counts it
 * once per visitor it is served to, as it counts product views; the read itself counts nothing.
 */
export const SEARCH_NOTE_HEADER = 'x-escudo-search-note'
export const writeSearchNote = (note: SearchNote) =>
  Buffer.from(JSON.stringify(note), 'utf8').toString('base64url')
export const readSearchNote = (header: string) =>
  JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as SearchNote

export type SearchRecorderOptions = { flushMs?: number; maxKeys?: number }

/** Rows per INSERT of a flush. */
const ROWS_PER_STATEMENT = 500

/** Searches whose kept query and id are remembered (a busy storefront's searches repeat: each is worked out once). */
const KNOWN_SEARCHES = 10_000

/** A search as the analytics see it: its query as kept (undefined: not kept), and its id. */
type KnownSearch = { query: string | undefined; personal: boolean; searchId: string | null }

/**
 * A query that may be someone's data is not kept: an e-mail address, or a CPF, CNPJ or phone number (10, 11 or
 * 14 digits, separators ignored). CA numbers (≤ 6 digits) and EAN-13 codes stay.
 */
export function looksPersonal(query: string): boolean {
  if (query.includes('@')) return true
  const runs = query.replace(/[\s.\-/()]/g, '').match(/\d+/g) ?? []
  return runs.some((run) => run.length === 10 || run.length === 11 || run.length === 14)
}

/**
 * Storefront searches and clicks for the back office's "Buscas" (issue 36, decision 051): counted in memory
 * per day, language and query, and added to the daily aggregates every `flushMs` with upsert increments, so any
 * number of processes can share the tables. At most `maxKeys` distinct rows wait in memory; past that a count is
 * dropped (and counted). A crash loses at most the last seconds.
 */
async function searchRecorder(
  app: FastifyInstance,
  { flushMs = 5_000, maxKeys = 20_000 }: SearchRecorderOptions,
) {
  const key = createHmac('sha256', await loadJwtSecret(app.config))
    .update('escudo search id')
    .digest()
  let pending = new Map<string, Counts>()
  let filters = new Map<string, number>()
  let dropped = 0
  let redacted = 0
  let flushing: Promise<void> = Promise.resolve()

  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16)

  /** The counts of (today, language, query), or undefined when the buffer is full. */
  const countsOf = (language: string, query: string): Counts | undefined => {
    const slot = `${brazilToday(app.now())}\n${language}\n${query}`
    let counts = pending.get(slot)
    if (!counts) {
      if (pending.size >= maxKeys) {
        dropped++
        return undefined
      }
      counts = { searches: 0, noResults: 0, filtered: 0, laterPages: 0, clicks: 0, clickPositions: 0 }
      pending.set(slot, counts)
    }
    return counts
  }

  // Normalising, the personal-data check and signing cost more than counting: once per distinct search.
  let known = new Map<string, KnownSearch>()
  const knownSearch = (language: Language, q: string, found: boolean): KnownSearch => {
    const key = `${language}\u0000${found ? 1 : 0}\u0000${q}`
    let search = known.get(key)
    if (!search) {
      const query = analyticsQuery(q)
      const personal = query.length > 0 && looksPersonal(query)
      const payload =
        query.length === 0
          ? null
          : Buffer.from(JSON.stringify([language, personal ? '' : query, found ? 1 : 0])).toString(
              'base64url',
            )
      search = {
        query: query.length === 0 || personal ? undefined : query,
        personal,
        searchId: payload && `${payload}.${sign(payload).toString('base64url')}`,
      }
      if (known.size >= KNOWN_SEARCHES) known = new Map()
      known.set(key, search)
    }
    return search
  }

  const countSearch = (language: string, query: string, found: boolean, note?: SearchNote) => {
    const counts = countsOf(language, query)
    if (!counts) return
    if (note && note.page > 1) {
      counts.laterPages++
      return
    }
    counts.searches++
    if (!found) counts.noResults++
    if (note && note.filters.length > 0) {
      counts.filtered++
      const today = brazilToday(app.now())
      for (const filter of note.filters) {
        const slot = `${today}\n${language}\n${filter}`
        if (filters.has(slot) || filters.size < 1000) filters.set(slot, (filters.get(slot) ?? 0) + 1)
      }
    }
  }

  /** The search a (well-signed) id names: its language, query and whether it found anything. */
  const opened = (searchId: string) => {
    const [payload, signature] = searchId.split('.')
    if (!payload || !signature) return undefined
    const given = Buffer.from(signature, 'base64url')
    const expected = sign(payload)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    try {
      const [language, query, found] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [
        string,
        string,
        number,
      ]
      if ((language !== 'pt-BR' && language !== 'en') || typeof query !== 'string') return undefined
      return { language, query, found: found === 1 }
    } catch {
      return undefined
    }
  }

  const write = async (batch: Map<string, Counts>, filterBatch: Map<string, number>) => {
    const rows = [...batch].map(([slot, counts]) => {
      const [day = '', language = '', query = ''] = slot.split('\n')
      return { day, language, query, ...counts }
    })
    const filterRows = [...filterBatch].map(([slot, searches]) => {
      const [day = '', language = '', filter = ''] = slot.split('\n')
      return { day, language, filter, searches }
    })
    const add = (column: PgColumn) => sql`${column} + excluded.${sql.identifier(column.name)}`
    try {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        await app.db
          .insert(searchDaily)
          .values(rows.slice(start, start + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [searchDaily.day, searchDaily.language, searchDaily.query],
            set: {
              searches: add(searchDaily.searches),
              noResults: add(searchDaily.noResults),
              filtered: add(searchDaily.filtered),
              laterPages: add(searchDaily.laterPages),
              clicks: add(searchDaily.clicks),
              clickPositions: add(searchDaily.clickPositions),
            },
          })
      }
      if (filterRows.length > 0)
        await app.db
          .insert(searchFilterDaily)
          .values(filterRows)
          .onConflictDoUpdate({
            target: [searchFilterDaily.day, searchFilterDaily.language, searchFilterDaily.filter],
            set: { searches: sql`${searchFilterDaily.searches} + excluded.searches` },
          })
    } catch (err) {
      // Counts are not worth retrying (a retry after a partial write would count twice).
      dropped += rows.length
      app.log.warn({ err }, 'search analytics not recorded')
    }
  }

  const flush = () => {
    const batch = pending
    const filterBatch = filters
    pending = new Map()
    filters = new Map()
    if (batch.size === 0 && filterBatch.size === 0) return flushing
    flushing = flushing.then(() => write(batch, filterBatch))
    return flushing
  }

  flushEvery(app, flushMs, flush)

  // SEARCH_ANALYTICS=false: nothing is counted, the list answers no searchId, events are taken and dropped.
  const on = app.config.searchAnalytics
  app.decorate('searchRecorder', {
    searchId: (note) => (on ? knownSearch(note.language, note.q, note.total > 0).searchId : null),
    search: (note) => {
      if (!on) return
      const { query, personal } = knownSearch(note.language, note.q, note.total > 0)
      if (personal) redacted++
      if (query !== undefined) countSearch(note.language, query, note.total > 0, note)
    },
    typed: (searchId) => {
      if (!on) return true
      const search = opened(searchId)
      if (!search) return false
      if (search.query) countSearch(search.language, search.query, search.found)
      return true
    },
    click: (searchId, position) => {
      if (!on) return true
      const search = opened(searchId)
      if (!search) return false
      const counts = search.query ? countsOf(search.language, search.query) : undefined
      if (counts) {
        counts.clicks++
        counts.clickPositions += position
      }
      return true
    },
    flush,
    stats: () => ({ pending: pending.size, dropped, redacted }),
  } satisfies SearchRecorder)
}

declare module 'fastify' {
  interface FastifyInstance {
    searchRecorder: SearchRecorder
  }
}

export default fp(searchRecorder, { name: 'search-recorder', dependencies: ['db', 'clock'] })
