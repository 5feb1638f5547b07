import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { brazilToday } from '../../src/ca-registry/product-check'
import { searchBlockedTerms, searchDaily, searchFilterDaily } from '../../src/db/schema/index'
import { sessions, useAdminApp } from '../admin-catalog/helpers'
import type { Session } from '../customer/helpers'
import { buildTestApp } from '../helper'

const ctx = useAdminApp()
const ANALYTICS = '/api/v1/admin/search/analytics'

/** The storefront's list for `q`, as a browser asks it (from its own address). */
async function search(q: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ 'filter[q]': q, ...extra })
  const response = await ctx.app.inject({
    url: `/api/v1/products?${params}`,
    headers,
    remoteAddress: '203.0.113.9',
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { data: { id: string }[]; meta: { total: number; searchId: string | null } }
}

const event = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/search-events',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  })

type Row = { query: string; language: string; searches: number; noResults: number; clicks: number }
async function analytics(admin: Session, query = '') {
  const response = await ctx.app.inject({ url: `${ANALYTICS}?${query}`, headers: admin.headers })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as {
    data: { attributes: Row }[]
    meta: Record<string, number> & { trend: { day: string; searches: number }[] }
  }
  return { ...body, rows: body.data.map((resource) => resource.attributes) }
}
const rowOf = (rows: Row[], query: string) => rows.find((row) => row.query === query)

describe('search analytics', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  it('counts 50 concurrent searches exactly, a search with no result, and answers an opaque searchId', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => search('Luva  NITRÍLICA')))
    expect(answers[0]!.meta.total).toBeGreaterThan(0)
    // The same search, the same id (cacheable), and nothing of the visitor in it.
    expect(new Set(answers.map((answer) => answer.meta.searchId)).size).toBe(1)
    expect(answers[0]!.meta.searchId).toMatch(/^[\w-]+\.[\w-]+$/)
    await search('zzqxv inexistente')
    await search('zzqxv inexistente', { 'page[number]': '2' })
    // Without a text, no search (and no id).
    const browse = await ctx.app.inject({ url: '/api/v1/products?filter[categories]=luvas' })
    expect(browse.json().meta.searchId).toBeNull()

    const { rows, meta } = await analytics(admin, 'filter[days]=7&filter[language]=pt-BR')
    expect(rowOf(rows, 'luva nitrílica')).toEqual({
      query: 'luva nitrílica',
      language: 'pt-BR',
      searches: 50,
      noResults: 0,
      clicks: 0,
    })
    // Page 2 is the same search read further: not a second one.
    expect(rowOf(rows, 'zzqxv inexistente')).toMatchObject({ searches: 1, noResults: 1 })
    expect(meta.searches).toBe(51)
    expect(meta.noResults).toBe(1)
    expect(meta.noResultRate).toBeCloseTo(1 / 51)
    expect(meta.trend).toHaveLength(7)
    expect(meta.trend.at(-1)).toMatchObject({ day: brazilToday(ctx.app.now()), searches: 51 })

    const noResults = await analytics(admin, 'filter[noResults]=true')
    expect(noResults.rows.map((row) => row.query)).toEqual(['zzqxv inexistente'])
  })

  it('records a click (also as a sendBeacon text/plain body), and the click-through rate', async () => {
    const { data, meta } = await search('respirador')
    expect(data.length).toBeGreaterThan(0)
    const click = { type: 'click', searchId: meta.searchId, productId: data[0]!.id, position: 1 }
    expect((await event(click)).statusCode).toBe(204)
    const beacon = await event(JSON.stringify({ ...click, position: 2 }), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(beacon.statusCode, beacon.body).toBe(204)

    const { rows, meta: totals } = await analytics(admin, 'filter[language]=pt-BR')
    expect(rowOf(rows, 'respirador')).toMatchObject({ searches: 1, clicks: 2 })
    const [stored] = await ctx.app.db
      .select()
      .from(searchDaily)
      .where(sql`${searchDaily.query} = 'respirador'`)
    expect(stored).toMatchObject({ clicks: 2, clickPositions: 3 })
    expect(totals.clickThroughRate).toBeCloseTo(totals.clicks! / (totals.searches! - totals.noResults!))
    const noClicks = await analytics(admin, 'filter[noClicks]=true')
    expect(noClicks.rows.map((row) => row.query)).toContain('luva nitrílica')
    expect(noClicks.rows.map((row) => row.query)).not.toContain('respirador')
  })

  it('refuses bad events with 422 and a pointer, and limits them per address', async () => {
    const { data, meta } = await search('capacete')
    const good = { type: 'click', searchId: meta.searchId, productId: data[0]!.id, position: 1 }
    const pointer = async (payload: unknown) => {
      const response = await event(payload)
      expect(response.statusCode, response.body).toBe(422)
      return response.json().errors[0].source.pointer as string
    }
    expect(await pointer({ ...good, position: 0 })).toBe('/position')
    expect(await pointer({ ...good, searchId: `${meta.searchId}x` })).toBe('/searchId')
    expect(await pointer({ ...good, productId: 'no-such-product' })).toBe('/productId')
    expect(await pointer({ ...good, type: 'view' })).toBe('/type')
    expect((await event('{not json', { 'content-type': 'text/plain' })).statusCode).toBe(400)

    const limited = await buildTestApp(ctx.database, { RATE_LIMIT_SEARCH_EVENTS_IP: '2/1m' })
    try {
      const send = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/api/v1/search-events', payload: good, remoteAddress })
      expect((await send('198.51.100.1')).statusCode).toBe(204)
      expect((await send('198.51.100.1')).statusCode).toBe(204)
      const third = await send('198.51.100.1')
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
      expect((await send('198.51.100.2')).statusCode).toBe(204)
    } finally {
      await limited.close()
    }
  })

  it('counts a typing session once: its keystrokes are not searches, its end is one', async () => {
    const typing = { 'x-search-typing': '1' }
    let last: string | null = null
    for (const text of ['ócu', 'ócul', 'óculos', 'óculos de'])
      last = (await search(text, {}, typing)).meta.searchId
    expect((await event({ type: 'search', searchId: last })).statusCode).toBe(204)
    const { rows } = await analytics(admin)
    expect(rows.filter((row) => row.query.startsWith('ócu'))).toEqual([
      { query: 'óculos de', language: 'pt-BR', searches: 1, noResults: 0, clicks: 0 },
    ])
  })

  it('stores no personal data: only days, languages, queries and counts; e-mails and CPFs are not kept', async () => {
    await search('ana.souza@example.com')
    await search('123.456.789-09')
    await search('Safety glasses', { lang: 'en', 'filter[caValido]': 'true' })
    await ctx.app.searchRecorder.flush()
    const columns = (await ctx.app.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in ('search_daily', 'search_filter_daily')
      order by table_name, ordinal_position`)) as unknown as {
      rows: { table_name: string; column_name: string }[]
    }
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      'search_daily.day',
      'search_daily.language',
      'search_daily.query',
      'search_daily.searches',
      'search_daily.no_results',
      'search_daily.filtered',
      'search_daily.later_pages',
      'search_daily.clicks',
      'search_daily.click_positions',
      'search_filter_daily.day',
      'search_filter_daily.language',
      'search_filter_daily.filter',
      'search_filter_daily.searches',
    ])
    const rows = await ctx.app.db.select().from(searchDaily)
    const text = JSON.stringify(rows)
    expect(text).not.toContain('203.0.113.9')
    expect(text).not.toContain('example.com')
    expect(text).not.toContain('789')
    expect(rows.find((row) => row.query === 'safety glasses')).toMatchObject({ language: 'en', filtered: 1 })
    const filters = await ctx.app.db.select().from(searchFilterDaily)
    expect(filters).toEqual([expect.objectContaining({ language: 'en', filter: 'caValido', searches: 1 })])
    expect(ctx.app.searchRecorder.stats().redacted).toBeGreaterThanOrEqual(2)
  })

  it('adds up the counts of several processes sharing the tables', async () => {
    const other = await buildTestApp(ctx.database)
    try {
      const list = (app: typeof other) =>
        app.inject({ url: `/api/v1/products?${new URLSearchParams({ 'filter[q]': 'macacão' })}` })
      await Promise.all([
        ...Array.from({ length: 10 }, () => list(other)),
        ...Array.from({ length: 7 }, () => list(ctx.app)),
      ])
      await Promise.all([other.searchRecorder.flush(), ctx.app.searchRecorder.flush()])
    } finally {
      await other.close()
    }
    expect(rowOf((await analytics(admin)).rows, 'macacão')).toMatchObject({ searches: 17 })
  })

  it('counts nothing with SEARCH_ANALYTICS=false: no searchId, clicks taken and dropped', async () => {
    const off = await buildTestApp(ctx.database, { SEARCH_ANALYTICS: 'false' })
    try {
      const list = await off.inject({
        url: `/api/v1/products?${new URLSearchParams({ 'filter[q]': 'avental' })}`,
      })
      expect(list.json().meta).toMatchObject({ searchId: null })
      expect(list.json().meta.total).toBeGreaterThan(0)
      const { searchId } = (await search('avental')).meta
      const click = await off.inject({
        method: 'POST',
        url: '/api/v1/search-events',
        headers: { 'content-type': 'application/json' },
        payload: { type: 'click', searchId, productId: list.json().data[0].id, position: 1 },
      })
      expect(click.statusCode).toBe(204)
      expect(off.searchRecorder.stats().pending).toBe(0)
    } finally {
      await off.close()
    }
    await ctx.app.searchRecorder.flush()
    // Only this process's search is counted, and no click.
    expect(rowOf((await analytics(admin)).rows, 'avental')).toMatchObject({ searches: 1, clicks: 0 })
  })

  it('exports CSV as Excel opens it (BOM, semicolons), read back by an independent parser', async () => {
    const response = await ctx.app.inject({
      url: `${ANALYTICS}/export?filter[days]=30`,
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="escudo-buscas-.*-30d\.csv"/,
    )
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const records = parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][]
    expect(records[0]).toEqual(['Busca', 'Idioma', 'Buscas', 'Sem resultado', 'Cliques', 'Taxa de cliques'])
    const byQuery = new Map(records.slice(1).map((record) => [record[0], record]))
    expect(byQuery.get('luva nitrílica')).toEqual(['luva nitrílica', 'pt-BR', '50', '0', '0', '0,000'])
    expect(byQuery.get('respirador')).toEqual(['respirador', 'pt-BR', '1', '0', '2', '2,000'])
    expect(byQuery.get('zzqxv inexistente')?.slice(2, 4)).toEqual(['1', '1'])
  })

  it('answers 400 naming the parameter for a bad filter (as every query string of the API)', async () => {
    const response = await ctx.app.inject({ url: `${ANALYTICS}?filter[days]=0`, headers: admin.headers })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].source.parameter).toBe('filter[days]')
  })

  it('keeps 13 months: the daily prune deletes older aggregates', async () => {
    const now = new Date('2026-11-28T12:00:00Z')
    await ctx.app.db.insert(searchDaily).values([
      { day: '2025-10-27', language: 'pt-BR', query: 'velha', searches: 1 },
      { day: '2025-10-28', language: 'pt-BR', query: 'guardada', searches: 1 },
    ])
    await ctx.app.searchAnalytics.prune(now)
    const kept = await ctx.app.db.select({ query: searchDaily.query }).from(searchDaily)
    expect(kept.map((row) => row.query)).toContain('guardada')
    expect(kept.map((row) => row.query)).not.toContain('velha')
  })
})

describe('popular searches', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const popular = async (lang?: 'en') => {
    const response = await ctx.app.inject({ url: `/api/v1/popular-searches${lang ? `?lang=${lang}` : ''}` })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().data as { attributes: { query: string } }[]).map(
      (entry) => entry.attributes.query,
    )
  }

  it('suggests queries that find products, above the minimum count, without blocked terms', async () => {
    for (let index = 0; index < 3; index++) {
      await search('máscara de solda')
      await search('zzqxv inexistente')
    }
    await search('luva de vaqueta') // once: below the minimum
    await ctx.app.searchRecorder.flush()
    const before = await popular()
    expect(before).toContain('máscara de solda')
    expect(before).toContain('luva nitrílica')
    expect(before).not.toContain('zzqxv inexistente')
    expect(before).not.toContain('luva de vaqueta')
    expect(await popular('en')).not.toContain('máscara de solda')

    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search/blocked-terms',
      headers: admin.headers,
      payload: {
        data: {
          type: 'search-blocked-terms',
          attributes: { language: 'pt-BR', term: ' Máscara de  Solda ' },
        },
      },
    })
    expect(blocked.statusCode, blocked.body).toBe(201)
    expect(blocked.json().data.attributes.term).toBe('máscara de solda')
    expect(await popular()).not.toContain('máscara de solda')
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search/blocked-terms',
      headers: admin.headers,
      payload: {
        data: { type: 'search-blocked-terms', attributes: { language: 'pt-BR', term: 'máscara de solda' } },
      },
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors[0].source.pointer).toBe('/data/attributes/term')

    const list = await ctx.app.inject({ url: '/api/v1/admin/search/blocked-terms', headers: admin.headers })
    expect(list.json().data.map((term: { attributes: { term: string } }) => term.attributes.term)).toEqual([
      'máscara de solda',
    ])
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/search/blocked-terms/${blocked.json().data.id}`,
      headers: admin.headers,
    })
    expect(removed.statusCode).toBe(204)
    expect(await ctx.app.db.select().from(searchBlockedTerms)).toEqual([])
    expect(await popular()).toContain('máscara de solda')
  })
})
