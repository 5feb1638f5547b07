import { ProductListDocument } from '@escudo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { catalogChangeHorizon, products } from '../../src/db/schema/index'
import { someProducts } from '../customer/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'

/**
 * A process that hears every notification reads the prune horizon only when due (start, reconnect, poll),
 * so B's poll is set beyond the test: what B learns here comes by NOTIFY. A gap in the change numbers after
 * the last change B applied is checked against the horizon before anything past it is applied.
 */
describe.skipIf(!process.env.DATABASE_URL)('gaps in the catalogue change log', () => {
  const context = {} as { a: App; b: App; database: DatabaseHandle }
  beforeAll(async () => {
    context.database = await openTestDatabase()
    context.a = await buildTestApp(context.database, { SEED: 'demo' })
    context.b = await buildTestApp(context.database, { SEED: 'demo' }, { changePollMs: 600_000 })
  })
  afterAll(async () => {
    await context.a?.close()
    await context.b?.close()
    await context.database?.close()
  })

  const searchIds = async (app: App, q: string) =>
    ProductListDocument.parse(
      (await app.inject({ url: `/api/v1/products?filter[q]=${encodeURIComponent(q)}` })).json(),
    ).data.map((product) => product.id)
  /** Takes a change number that no change will have, as a rolled-back write does. */
  const burnNumber = async (tx: DatabaseHandle['db']) => {
    const result = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('catalog_changes', 'seq'))::bigint as seq`,
    )) as unknown as { rows: { seq: string | number }[] }
    return Number(result.rows[0]!.seq)
  }
  const rename = async (app: App, id: string, name: string) => {
    const version = (await app.productRepository.load(id))!.row.version
    await app.productRepository.update(id, { version, name })
  }

  it('applies what comes after a rolled-back write without rebuilding', async () => {
    const { a, b, database } = context
    const { other } = await someProducts(a)
    const rebuild = vi.spyOn(b.catalogIndex, 'rebuild')
    await burnNumber(database.db)
    await rename(a, other.id, 'Luva Rolfrax')
    await waitFor(async () => (await searchIds(b, 'rolfrax'))[0] === other.id)
    expect(rebuild).not.toHaveBeenCalled()
    rebuild.mockRestore()
  })

  it('rebuilds before applying past a gap that a prune left, so what was pruned is not skipped', async () => {
    const { a, b, database } = context
    const { sized, other } = await someProducts(a)
    // A rename whose change was pruned before B read it: its number is gone and the horizon covers it.
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Luva Gapfrax' }).where(eq(products.id, sized.id))
      const pruned = await burnNumber(tx)
      await tx.update(catalogChangeHorizon).set({ prunedThrough: pruned })
    })
    await rename(a, other.id, 'Luva Outrafrax')
    await waitFor(async () => (await searchIds(b, 'outrafrax'))[0] === other.id)
    expect(await searchIds(b, 'gapfrax')).toEqual([sized.id])
  })
})
