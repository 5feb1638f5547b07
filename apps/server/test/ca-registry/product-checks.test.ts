import {
  AuditListDocument,
  BrandCnpjsDocument,
  CaCheckDocument,
  CaChecksDocument,
  EstimateDocument,
  ProductDocument,
  ProductListDocument,
  type CaCheckKind,
} from '@escudo/contracts'
import { and, asc, eq, gt, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { brazilToday } from '../../src/ca-registry/product-check'
import type { DatabaseHandle } from '../../src/db/client'
import { products, users, type ProductRow } from '../../src/db/schema/index'
import { REGISTRY_HEADER } from '../../src/ca-registry/registry-format'
import { customer, staff, STAFF, type Session } from '../customer/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'
import { importRegistry } from './import-registry'
import { registryLine } from './registry-fixture'

const onPostgres = Boolean(process.env.DATABASE_URL)

/**
 * Every product checked against the CAEPI registry (issue 21). Two apps on one database, as two server
 * processes: the registry is imported through A, and B's catalogue must follow (the change feed).
 */
const ctx = {} as { a: App; b: App; database: DatabaseHandle }
const people = {} as { admin: Session; buyer: Session; sales: Session }
/** Seeded published products: A–E with a CA valid for months, X with an expired one. */
const seeded = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'X', ProductRow>
const BRAND_CNPJ = '11222333000181'
const DAY = 86_400_000

beforeAll(async () => {
  ctx.database = await openTestDatabase()
  const env = { SEED: 'demo', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }
  ctx.a = await buildTestApp(ctx.database, env)
  ctx.b = await buildTestApp(ctx.database, env, { changePollMs: onPostgres ? 600_000 : 50 })
  people.admin = await staff(ctx.a)
  people.buyer = await customer(ctx.a)
  people.sales = await customer(ctx.a, 'Sara Vendas')
  await ctx.database.db.update(users).set({ role: 'sales' }).where(eq(users.id, people.sales.id))
  const later = brazilToday(new Date(Date.now() + 120 * DAY))
  const valid = await ctx.database.db
    .select()
    .from(products)
    .where(and(eq(products.published, true), gt(products.caValidUntil, later)))
    .orderBy(asc(products.reference))
    .limit(5)
  const [expired] = await ctx.database.db
    .select()
    .from(products)
    .where(and(eq(products.published, true), lt(products.caValidUntil, brazilToday(new Date()))))
    .orderBy(asc(products.reference))
    .limit(1)
  ;(['A', 'B', 'C', 'D', 'E'] as const).forEach((key, n) => (seeded[key] = valid[n]!))
  seeded.X = expired!
})
afterAll(async () => {
  await ctx.a?.close()
  await ctx.b?.close()
  await ctx.database?.close()
})

const brazilian = (day: string) => day.split('-').reverse().join('/')
const inDays = (days: number) => brazilToday(new Date(Date.now() + days * DAY))

const product = async (app: App, id: string) => {
  const answer = await app.inject({ url: `/api/v1/products/${id}` })
  expect(answer.statusCode, answer.body).toBe(200)
  return ProductDocument.parse(answer.json()).data.attributes
}
/** Every published product as the list shows it (caState from the index), and the list's facets. */
async function wholeList(app: App, filter = '') {
  const first = ProductListDocument.parse(
    (await app.inject({ url: `/api/v1/products?page[size]=100${filter}` })).json(),
  )
  const pages = Math.ceil(first.meta.total / 100)
  const rest = []
  for (let page = 2; page <= pages; page++)
    rest.push(
      ...ProductListDocument.parse(
        (await app.inject({ url: `/api/v1/products?page[size]=100&page[number]=${page}${filter}` })).json(),
      ).data,
    )
  return { items: [...first.data, ...rest], meta: first.meta }
}
const stateInList = async (app: App, id: string) =>
  (await wholeList(app)).items.find((item) => item.id === id)?.attributes.caState

/** The "CA válido" facet counts what the filter lists, which is what the cards say (brute force). */
async function expectFacetMatchesCards(app: App) {
  const all = await wholeList(app)
  const valid = all.items.filter((item) => item.attributes.caState !== 'invalido').map((item) => item.id)
  expect(all.meta.facets.caValido).toEqual([{ id: 'true', count: valid.length }])
  const filtered = await wholeList(app, '&filter[caValido]=true')
  expect(filtered.items.map((item) => item.id).sort()).toEqual(valid.sort())
  // Disjunctive like the others: selecting it leaves its own count unchanged, and narrows the other groups.
  expect(filtered.meta.facets.caValido).toEqual([{ id: 'true', count: valid.length }])
  const byCategory = new Map<string, number>()
  for (const item of filtered.items)
    byCategory.set(item.attributes.category, (byCategory.get(item.attributes.category) ?? 0) + 1)
  for (const { id, count } of filtered.meta.facets.categories!) expect(count).toBe(byCategory.get(id) ?? 0)
  return valid.length
}

const quote = (productIds: string[]) =>
  ctx.a.inject({
    method: 'POST',
    url: '/api/v1/estimates',
    headers: people.buyer.headers,
    payload: {
      data: {
        type: 'estimates',
        attributes: {
          message: 'Orçamento para a obra.',
          lines: productIds.map((productId) => ({ productId, quantity: 2 })),
        },
      },
    },
  })

/** The whole report (every page), or its rows of one kind. */
const checks = async (kind?: CaCheckKind) => {
  const page = async (number: number) => {
    const answer = await ctx.a.inject({
      url: `/api/v1/admin/ca-checks?page[size]=50&page[number]=${number}${kind ? `&filter[kind]=${kind}` : ''}`,
      headers: people.admin.headers,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return CaChecksDocument.parse(answer.json())
  }
  const first = await page(1)
  for (let number = 2; number <= Math.ceil(first.meta.total / 50); number++)
    first.data.push(...(await page(number)).data)
  expect(first.data).toHaveLength(first.meta.total)
  return first
}
const idsOf = (document: { data: { id: string }[] }) => document.data.map((row) => row.id)

type Line = Parameters<typeof registryLine>[0]
const registryCa = (row: ProductRow, situation: string, validUntil: string, extra: Line = {}) =>
  registryLine({
    NRRegistroCA: row.caNumber,
    DataValidade: brazilian(validUntil),
    Situacao: situation,
    NRProcesso: '46017.000123/2024-55',
    CNPJ: BRAND_CNPJ,
    RazaoSocial: 'ESCUDO EPI LTDA',
    Natureza: 'Nacional',
    NomeEquipamento: 'LUVA DE SEGURANÇA',
    DescricaoEquipamento: 'Luva de segurança tricotada.',
    AprovadoParaLaudo: 'PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS.',
    NRLaudo: '1001/2024',
    Norma: 'EN 388:2016',
    ...extra,
  })

describe('every product checked against the CA registry', () => {
  const state = {} as { estimateId: string; finishedAt: string }

  it('before any registry: caRegistry is null, and the state and facet follow the product dates', async () => {
    const a = await product(ctx.a, seeded.A.id)
    expect(a.caRegistry).toBeNull()
    expect(a.caState).toBe('valido')
    expect((await product(ctx.a, seeded.X.id)).caState).toBe('invalido')
    const expired = (await wholeList(ctx.a)).items.filter((item) => item.attributes.caState === 'invalido')
    expect(expired.length).toBeGreaterThan(0)
    expect(expired.every((item) => item.attributes.caValidUntil < brazilToday(new Date()))).toBe(true)
    await expectFacetMatchesCards(ctx.a)
    const report = await checks()
    expect(report.data).toEqual([])
    expect(report.meta.checkedAt).toBeNull()
  })

  it('refuses to quote a product whose CA expired, naming the line and the CA', async () => {
    const refused = await quote([seeded.A.id, seeded.X.id])
    expect(refused.statusCode, refused.body).toBe(422)
    const [error] = refused.json().errors
    expect(error.source).toEqual({ pointer: '/data/attributes/lines/1/productId' })
    expect(error.detail).toContain(`CA ${seeded.X.caNumber}`)
    expect(error.detail).toContain(brazilian(seeded.X.caValidUntil))
    const accepted = await quote([seeded.A.id, seeded.B.id])
    expect(accepted.statusCode, accepted.body).toBe(201)
    state.estimateId = accepted.json().data.id
  })

  it("keeps the brand's CNPJs (catalogue staff only)", async () => {
    const put = (cnpjs: object[], session = people.admin) =>
      ctx.a.inject({
        method: 'PUT',
        url: '/api/v1/admin/brand-cnpjs',
        headers: session.headers,
        payload: { data: { type: 'brand-cnpjs', attributes: { cnpjs } } },
      })
    const bad = await put([{ cnpj: '11.222.333/0001-00', name: 'Escudo' }])
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/cnpjs/0/cnpj')
    const saved = await put([{ cnpj: '11.222.333/0001-81', name: 'Escudo EPI Ltda' }])
    expect(saved.statusCode, saved.body).toBe(200)
    expect(BrandCnpjsDocument.parse(saved.json()).data).toEqual([
      { type: 'brand-cnpjs', id: BRAND_CNPJ, attributes: { cnpj: BRAND_CNPJ, name: 'Escudo EPI Ltda' } },
    ])
    const read = await ctx.a.inject({ url: '/api/v1/admin/brand-cnpjs', headers: people.admin.headers })
    expect(BrandCnpjsDocument.parse(read.json()).data).toHaveLength(1)
    for (const request of [
      { url: '/api/v1/admin/brand-cnpjs' },
      { url: '/api/v1/admin/ca-checks' },
      { url: `/api/v1/admin/ca-checks/${seeded.X.id}/use-registry-validity`, method: 'POST' as const },
    ])
      expect((await ctx.a.inject({ ...request, headers: people.sales.headers })).statusCode).toBe(403)
    expect((await put([], people.sales)).statusCode).toBe(403)
  })

  it('checks every product once a registry is imported, in every process', async () => {
    const registry = [
      registryCa(seeded.A, 'VÁLIDO', seeded.A.caValidUntil),
      registryCa(seeded.B, 'VENCIDO', inDays(-30)),
      registryCa(seeded.C, 'SUSPENSO', seeded.C.caValidUntil),
      registryCa(seeded.E, 'VÁLIDO', inDays(400), {
        CNPJ: '99888777000166',
        RazaoSocial: 'OUTRA EMPRESA LTDA',
      }),
      registryCa(seeded.X, 'VÁLIDO', inDays(300)),
    ]
    const file = Buffer.from([REGISTRY_HEADER, ...registry].join('\r\n') + '\r\n', 'latin1')
    const done = await importRegistry(ctx.a, people.admin, file)
    state.finishedAt = done.finishedAt!

    expect((await product(ctx.a, seeded.A.id)).caRegistry).toEqual({
      status: 'valido',
      situation: 'VÁLIDO',
      validUntil: seeded.A.caValidUntil,
      checkedAt: state.finishedAt,
    })
    expect((await product(ctx.a, seeded.B.id)).caRegistry).toMatchObject({
      status: 'vencido',
      situation: 'VENCIDO',
    })
    const c = await product(ctx.a, seeded.C.id)
    expect(c.caRegistry).toMatchObject({ status: 'outro', situation: 'SUSPENSO' })
    expect(c.caState).toBe('invalido')
    const d = await product(ctx.a, seeded.D.id)
    expect(d.caRegistry).toEqual({
      status: 'nao_encontrado',
      situation: null,
      validUntil: null,
      checkedAt: state.finishedAt,
    })
    expect(d.caState).toBe('invalido')

    // The cards (the index) of both processes follow: A rebuilt after the switch, B heard of it.
    for (const app of [ctx.a, ctx.b]) {
      await waitFor(async () => (await stateInList(app, seeded.B.id)) === 'invalido', 15_000)
      expect(await stateInList(app, seeded.A.id)).toBe('valido')
      expect(await stateInList(app, seeded.C.id)).toBe('invalido')
      // X: valid in the registry, but the product's own date is past.
      expect(await stateInList(app, seeded.X.id)).toBe('invalido')
    }
    const valid = await expectFacetMatchesCards(ctx.b)
    expect(valid).toBe(2) // A and E: the only ones the registry lists as valid with a valid product date
  })

  it('refuses a quote whose CA the registry says is not valid', async () => {
    const refused = await quote([seeded.B.id])
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/lines/0/productId' },
      detail: expect.stringContaining(`CA ${seeded.B.caNumber}`),
    })
    expect(refused.json().errors[0].detail).toContain('VENCIDO')
  })

  it("shows staff each line's CA state, and not the customer", async () => {
    const staffView = await ctx.a.inject({
      url: `/api/v1/admin/estimates/${state.estimateId}`,
      headers: people.admin.headers,
    })
    const lines = EstimateDocument.parse(staffView.json()).data.attributes.lines
    expect(lines.map((line) => [line.productId, line.caState, line.caRegistryStatus])).toEqual([
      [seeded.A.id, 'valido', 'valido'],
      [seeded.B.id, 'invalido', 'vencido'],
    ])
    const own = await ctx.a.inject({
      url: `/api/v1/estimates/${state.estimateId}`,
      headers: people.buyer.headers,
    })
    expect(EstimateDocument.parse(own.json()).data.attributes.lines[0]).not.toHaveProperty('caState')
  })

  it('reports each kind of discrepancy', async () => {
    const all = await checks()
    expect(all.meta.checkedAt).toBe(state.finishedAt)
    const kindsOf = new Map(all.data.map((row) => [row.id, row.attributes.kinds]))
    expect(kindsOf.has(seeded.A.id)).toBe(false)
    expect(kindsOf.get(seeded.B.id)).toEqual(['validade_diferente', 'nao_valido'])
    expect(kindsOf.get(seeded.C.id)).toEqual(['nao_valido'])
    expect(kindsOf.get(seeded.D.id)).toEqual(['nao_encontrado', 'nao_valido'])
    expect(kindsOf.get(seeded.E.id)).toEqual(['outro_titular', 'validade_diferente'])
    expect(kindsOf.get(seeded.X.id)).toEqual(['validade_diferente', 'nao_valido'])

    const e = all.data.find((row) => row.id === seeded.E.id)!.attributes
    expect(e.registry).toEqual({
      status: 'valido',
      situation: 'VÁLIDO',
      validUntil: inDays(400),
      holderCnpj: '99888777000166',
      holderName: 'OUTRA EMPRESA LTDA',
      equipmentName: 'LUVA DE SEGURANÇA',
      approvedFor: ['PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS.'],
    })
    expect(e.product).toMatchObject({ caNumber: seeded.E.caNumber, caValidUntil: seeded.E.caValidUntil })

    expect(idsOf(await checks('outro_titular'))).toEqual([seeded.E.id])
    expect(idsOf(await checks('validade_diferente')).sort()).toEqual(
      [seeded.B.id, seeded.E.id, seeded.X.id].sort(),
    )
    const notFound = await checks('nao_encontrado')
    expect(idsOf(notFound)).toContain(seeded.D.id)
    expect(idsOf(notFound)).not.toContain(seeded.C.id)
    expect(notFound.meta.total).toBe(all.meta.counts.nao_encontrado)
    expect(idsOf(await checks('nao_valido'))).toEqual(
      expect.arrayContaining([seeded.B.id, seeded.C.id, seeded.D.id, seeded.X.id]),
    )
    const bad = await ctx.a.inject({
      url: '/api/v1/admin/ca-checks?filter[kind]=outro',
      headers: people.admin.headers,
    })
    expect(bad.statusCode).toBe(400)
  })

  it("uses the registry's validity through the product's write path (version, audit, every process)", async () => {
    const url = (id: string) => `/api/v1/admin/ca-checks/${id}/use-registry-validity`
    const fixed = await ctx.a.inject({ method: 'POST', url: url(seeded.X.id), headers: people.admin.headers })
    expect(fixed.statusCode, fixed.body).toBe(200)
    const { attributes } = CaCheckDocument.parse(fixed.json()).data
    expect(attributes.kinds).toEqual([])
    expect(attributes.product).toMatchObject({ caValidUntil: inDays(300), version: seeded.X.version + 1 })

    const audit = await ctx.a.inject({
      url: `/api/v1/admin/audit-log?filter[entityType]=products&filter[entityId]=${seeded.X.id}`,
      headers: people.admin.headers,
    })
    const [entry] = AuditListDocument.parse(audit.json()).data
    expect(entry!.attributes).toMatchObject({
      action: 'update',
      actorId: people.admin.id,
      table: 'products',
      after: expect.objectContaining({ ca_valid_until: inDays(300) }),
    })

    for (const app of [ctx.a, ctx.b])
      await waitFor(async () => (await stateInList(app, seeded.X.id)) === 'valido', 15_000)
    expect((await quote([seeded.X.id])).statusCode).toBe(201)

    const unlisted = await ctx.a.inject({
      method: 'POST',
      url: url(seeded.D.id),
      headers: people.admin.headers,
    })
    expect(unlisted.statusCode).toBe(422)
    expect(unlisted.json().errors[0].detail).toContain(seeded.D.caNumber)
    const unknown = await ctx.a.inject({
      method: 'POST',
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: people.admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })
})
