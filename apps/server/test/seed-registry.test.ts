import { CaLookupDocument, CaRegistryStatusDocument, ProductDocument } from '@escudo/contracts'
import { asc, count, gte, lt, ne } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import { brazilToday } from '../src/ca-registry/product-check'
import type { DatabaseHandle } from '../src/db/client'
import { caRegistryEntries, caRegistryImports, products } from '../src/db/schema/index'
import { DEMO_HOLDER } from '../src/seed/demo-registry'
import { DEMO_REGISTRY_FILE_NAME } from '../src/seed/demo-registry-import'
import { buildTestApp, openTestDatabase } from './helper'

const opened: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close()
})

async function fresh() {
  const database = await openTestDatabase()
  opened.push(database)
  return database
}
async function start(database: DatabaseHandle, seedCaRegistry: 'true' | 'false') {
  const app = await buildTestApp(database, { SEED: 'demo', SEED_CA_REGISTRY: seedCaRegistry })
  opened.push(app)
  return app
}

const lookUp = async (app: App, number: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1/ca/${number}` })
  expect(response.statusCode, response.body).toBe(200)
  return CaLookupDocument.parse(response.json()).data.attributes
}
const registryStatus = async (app: App) =>
  CaRegistryStatusDocument.parse(
    (await app.inject({ method: 'GET', url: '/api/v1/ca-registry/status' })).json(),
  ).data.attributes
const imports = async (database: DatabaseHandle) =>
  (await database.db.select({ total: count() }).from(caRegistryImports))[0]?.total

describe("the demo seed's CA registry at the first start", () => {
  it('is imported once, and the public lookup answers the seeded CAs and other companies’ from it', async () => {
    const database = await fresh()
    // Two processes starting at once on one database: one seeds and imports, the other finds it done.
    const [app, other] = await Promise.all([start(database, 'true'), start(database, 'true')])
    expect(await imports(database)).toBe(1)
    const [row] = await database.db.select().from(caRegistryImports)
    expect(row).toMatchObject({
      status: 'done',
      fileName: DEMO_REGISTRY_FILE_NAME,
      createdBy: null,
      source: 'demo',
    })
    expect((await registryStatus(app)).importedAt).not.toBeNull()

    const today = brazilToday(app.now())
    const pick = (valid: boolean) =>
      database.db
        .select({ ca: products.caNumber, name: products.name, slug: products.slug })
        .from(products)
        .where(valid ? gte(products.caValidUntil, today) : lt(products.caValidUntil, today))
        .orderBy(asc(products.reference))
        .limit(1)
    const [valid] = await pick(true)
    const [expired] = await pick(false)

    const validCa = await lookUp(app, valid!.ca)
    // Checked against the registry: its holder, import date and state, not the catalogue's own word.
    expect(validCa).not.toHaveProperty('registryChecked')
    expect(validCa).toMatchObject({ statusToday: 'valido', holder: { name: DEMO_HOLDER.name } })
    expect('products' in validCa && validCa.products.map((product) => product.name)).toContain(valid!.name)
    expect(await lookUp(other, expired!.ca)).toMatchObject({ statusToday: 'vencido', situation: 'VENCIDO' })

    const [foreign] = await database.db
      .select({ ca: caRegistryEntries.caNumber, holder: caRegistryEntries.holderName })
      .from(caRegistryEntries)
      .where(ne(caRegistryEntries.holderCnpj, DEMO_HOLDER.cnpj))
      .limit(1)
    expect(await lookUp(app, foreign!.ca)).toMatchObject({ holder: { name: foreign!.holder }, products: [] })

    // The catalogue checks its products against it: the product page says so.
    const page = await app.inject({ method: 'GET', url: `/api/v1/products/${valid!.slug}` })
    expect(ProductDocument.parse(page.json()).data.attributes.caRegistry).not.toBeNull()

    // A restart finds the seed done: nothing is imported again.
    await Promise.all([app.close(), other.close()])
    await start(database, 'true')
    expect(await imports(database)).toBe(1)
  }, 120_000)

  it('is not imported with SEED_CA_REGISTRY=false', async () => {
    const database = await fresh()
    const app = await start(database, 'false')
    expect(await imports(database)).toBe(0)
    expect((await registryStatus(app)).importedAt).toBeNull()
  }, 60_000)
})
