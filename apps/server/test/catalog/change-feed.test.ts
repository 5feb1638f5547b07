import { ProductListDocument } from '@escudo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { checkCaByDate } from '../../src/ca-registry/product-check'
import { toIndexed } from '../../src/catalog/product-rows'
import { catalogChangeHorizon, products } from '../../src/db/schema/index'
import { someProducts } from '../customer/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'

const onPostgres = Boolean(process.env.DATABASE_URL)

/**
 * Two apps on one database, each with its own search index, as two server processes behind a load
 * balancer have. Writes go through A; B must serve them. On PostgreSQL B hears of them by LISTEN/NOTIFY
 * (its poll is set far beyond the test's waits, so only the notification or the reconnect's catch-up can
 * deliver a change); the embedded database is one process only (decision 019), where the same log is read by
 * polling.
 */
const context = {} as { a: App; b: App; database: DatabaseHandle }
beforeAll(async () => {
  context.database = await openTestDatabase()
  context.a = await buildTestApp(context.database, { SEED: 'demo' })
  context.b = await buildTestApp(
    context.database,
    { SEED: 'demo' },
    { changePollMs: onPostgres ? 600_000 : 50 },
  )
})
afterAll(async () => {
  await context.a?.close()
  await context.b?.close()
  await context.database?.close()
})

const detail = (app: App, id: string) => app.inject({ url: `/api/v1/products/${id}` })
const searchIds = async (app: App, q: string) =>
  ProductListDocument.parse(
    (await app.inject({ url: `/api/v1/products?filter[q]=${encodeURIComponent(q)}` })).json(),
  ).data.map((product) => product.id)
describe('the catalogue change feed', () => {
  it('shows on B what A renamed, unpublished, published again and duplicated', async () => {
    const { a, b } = context
    const { other } = await someProducts(a)
    const loaded = await a.productRepository.load(other.id)

    await a.productRepository.update(other.id, { version: loaded!.row.version, name: 'Luva Xilofeed' })
    // The product page reads the product's row (fresh from the database) once the index has it: the
    // search is what only the feed can bring.
    await waitFor(async () => (await searchIds(b, 'xilofeed'))[0] === other.id)
    expect(await searchIds(b, 'xilofeed')).toEqual([other.id])

    await a.productRepository.setPublished(other.id, false)
    await waitFor(async () => (await searchIds(b, 'xilofeed')).length === 0)
    expect((await detail(b, other.id)).statusCode).toBe(404)

    await a.productRepository.setPublished(other.id, true)
    await waitFor(async () => (await searchIds(b, 'xilofeed'))[0] === other.id)
    expect((await detail(b, other.id)).statusCode).toBe(200)

    const copy = await a.productRepository.duplicate(other.id)
    await a.productRepository.setPublished(copy.row.id, true)
    await waitFor(async () => (await searchIds(b, 'xilofeed')).includes(copy.row.id))
    await a.productRepository.remove(copy.row.id)
    await waitFor(async () => !(await searchIds(b, 'xilofeed')).includes(copy.row.id))
    expect((await detail(b, copy.row.id)).statusCode).toBe(404)
  })

  it("finds on B a glove by the chemical results A saved (issue 38's filter)", async () => {
    const { a, b } = context
    const { other } = await someProducts(a)
    // Pentane: no product of the demo is tested against it.
    const url = '/api/v1/products?filter[chemicals]=109-66-0&filter[minLevel]=2'
    const found = async (app: App) =>
      ProductListDocument.parse((await app.inject({ url })).json()).data.map((product) => product.id)
    expect(await found(b)).toEqual([])
    const loaded = await a.productRepository.load(other.id)
    await a.productRepository.update(other.id, {
      version: loaded!.row.version,
      chemicalResistance: [
        {
          cas: '109-66-0',
          name: 'Pentano',
          nameEn: 'Pentane',
          letter: null,
          level: 3,
          breakthroughMinutes: null,
          degradation: null,
          standard: 'EN 16523-1:2015',
        },
      ],
    })
    expect(await found(a)).toEqual([other.id])
    await waitFor(async () => (await found(b))[0] === other.id)
    expect(await found(b)).toEqual([other.id])
  })

  it('rebuilds B when the taxonomy changes, since the index searches option titles', async () => {
    const { a, b } = context
    const taxonomy = await a.taxonomyRepository.view()
    const materials = taxonomy.find((group) => group.id === 'materials')!
    const used = materials.attributes.options.find((option) => option.productCount > 0)!
    await a.taxonomyRepository.update('materials', used.id, { title: 'Zircônio Alveolado' })
    const found = await waitFor(async () => {
      const ids = await searchIds(b, 'alveolado')
      return ids.length > 0 && ids
    })
    expect(found.length).toBeGreaterThan(0)
  })

  it('keeps the newest state when changes to one product arrive out of order', async () => {
    const { a, b } = context
    const { other } = await someProducts(a)
    const row = (await a.productRepository.load(other.id))!.row
    const feed = b.catalogChanges
    const later = 1e12 // a change number far ahead of any real one
    const stale = {
      ...toIndexed(row, [], checkCaByDate(row, new Date())),
      name: 'Estado Antigo',
    }
    expect(feed.applyProduct(later, other.id, undefined)).toBe(true)
    expect(feed.applyProduct(later - 1, other.id, stale)).toBe(false)
    expect((await detail(b, other.id)).statusCode).toBe(404)
    feed.applyProduct(later + 1, other.id, toIndexed(row, [], checkCaByDate(row, new Date())))
    expect((await detail(b, other.id)).statusCode).toBe(200)
  })

  it('rebuilds a process that fell behind a pruned log, and sees what it missed', async () => {
    const { a, b, database } = context
    const { other } = await someProducts(a)
    // A rename that left no change behind (as if its change had been pruned before B read it).
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Luva Zunquifrax' }).where(eq(products.id, other.id))
      await tx
        .update(catalogChangeHorizon)
        .set({ prunedThrough: sql`(select coalesce(max(seq), 0) + 1 from catalog_changes)` })
    })
    await b.catalogChanges.pull()
    expect(await searchIds(b, 'zunquifrax')).toEqual([other.id])
  })

  it.skipIf(!onPostgres)('catches up after its listening connection is cut', async () => {
    const { a, b } = context
    const { other } = await someProducts(a)
    const version = (await a.productRepository.load(other.id))!.row.version
    const killed = (await a.db.execute(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where query like 'listen "catalog_changes.%' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] }
    expect(killed.rows.length).toBeGreaterThan(0)
    // Written while B is not listening: only the catch-up after the reconnect can bring it.
    await a.productRepository.update(other.id, { version, name: 'Luva Brotoquex' })
    await waitFor(async () => (await searchIds(b, 'brotoquex'))[0] === other.id, 10_000)
    expect(b.catalogChanges.status().connected).toBe(true)
  })

  it('applies on B within a second a synonym set A saved, changed and deleted, with no stale list answer', async () => {
    const { a, b } = context
    const mosquetao = await searchIds(b, 'mosquetão')
    expect(mosquetao.length).toBeGreaterThan(0)
    // B answers (and keeps in its list cache) the query before the set exists.
    expect(await searchIds(b, 'tchurubangos')).toEqual([])
    const within = async (check: () => Promise<boolean>) => {
      const started = Date.now()
      await waitFor(async () => (await check()) || undefined)
      return Date.now() - started
    }
    const set = await a.searchSynonymRepository.create({
      language: 'pt-BR',
      terms: ['tchurubango', 'mosquetão'],
      oneWay: false,
    })
    expect(await searchIds(a, 'tchurubangos')).toEqual(mosquetao) // A at once: read-your-writes
    const saved = await within(async () => (await searchIds(b, 'tchurubangos')).length > 0)
    expect(await searchIds(b, 'tchurubangos')).toEqual(mosquetao)

    await a.searchSynonymRepository.update(set.id, {
      version: 1,
      oneWay: true,
      terms: ['mosquetão', 'tchurubango'],
    })
    const changed = await within(async () => (await searchIds(b, 'tchurubangos')).length === 0)

    await a.searchSynonymRepository.update(set.id, { version: 2, oneWay: false })
    await within(async () => (await searchIds(b, 'tchurubangos')).length > 0)
    await a.searchSynonymRepository.remove(set.id)
    const deleted = await within(async () => (await searchIds(b, 'tchurubangos')).length === 0)
    // Issue 36: every process within a second of the change (PostgreSQL: by NOTIFY, B's poll is 10 minutes).
    for (const ms of [saved, changed, deleted]) expect(ms).toBeLessThan(1000)
  })

  it('applies on B within a second a search rule A saved, changed and deleted, with no stale list answer', async () => {
    const { a, b } = context
    const list = async (app: App, q: string) =>
      ProductListDocument.parse(
        (await app.inject({ url: `/api/v1/products?filter[q]=${encodeURIComponent(q)}` })).json(),
      )
    const gloves = (await list(b, 'luva')).data.map((product) => product.id)
    expect(gloves.length).toBeGreaterThan(2)
    expect((await list(b, 'luva')).meta.redirect).toBeNull() // kept in B's list cache
    const within = async (check: () => Promise<boolean>) => {
      const started = Date.now()
      await waitFor(async () => (await check()) || undefined)
      return Date.now() - started
    }
    const rule = await a.searchRuleRepository.create({
      language: 'pt-BR',
      query: 'luva',
      match: 'exact',
      pins: [{ productId: gloves.at(-1)!, position: 1 }],
      hidden: [],
      redirect: null,
      startsAt: null,
      endsAt: null,
      enabled: true,
    })
    expect((await list(a, 'luva')).data[0]!.id).toBe(gloves.at(-1)) // A at once: read-your-writes
    const saved = await within(async () => (await list(b, 'luva')).data[0]!.id === gloves.at(-1))
    await a.searchRuleRepository.update(rule.id, { version: 1, redirect: '/consulta-ca' })
    const changed = await within(async () => (await list(b, 'luva')).meta.redirect === '/consulta-ca')
    await a.searchRuleRepository.remove(rule.id)
    const deleted = await within(async () => (await list(b, 'luva')).meta.redirect === null)
    expect((await list(b, 'luva')).data.map((product) => product.id)).toEqual(gloves)
    for (const ms of [saved, changed, deleted]) expect(ms).toBeLessThan(1000)
  })
})
