import { AuditListDocument, type AuditEntryAttributes } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, products } from '../../src/db/schema/index'
import { gloveAttributes, multipartParts, sessions, useAdminApp } from '../admin-catalog/helpers'
import { customer, someProducts } from '../customer/helpers'

const ctx = useAdminApp()

type Entry = AuditEntryAttributes & { id: string }

async function history(url: string, headers: Record<string, string>): Promise<Entry[]> {
  const response = await ctx.app.inject({ url, headers })
  expect(response.statusCode, response.body).toBe(200)
  return AuditListDocument.parse(response.json()).data.map((entry) => ({ id: entry.id, ...entry.attributes }))
}

const patchProduct = async (id: string, attributes: object, headers: Record<string, string>) => {
  const current = await ctx.app.inject({ url: `/api/v1/admin/products/${id}`, headers })
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/products/${id}`,
    headers,
    payload: {
      data: {
        type: 'products',
        attributes: { version: current.json().data.attributes.version, ...attributes },
      },
    },
  })
}

describe('the audit log', () => {
  it("records a staff member's product edit with its author and only the fields that changed", async () => {
    const { admin } = await sessions(ctx.app)
    const { all } = await someProducts(ctx.app)
    const product = all[2]!
    const renamed = await patchProduct(product.id, { name: 'Luva Auditada', popularity: 77 }, admin.headers)
    expect(renamed.statusCode, renamed.body).toBe(200)

    const [latest] = await history(`/api/v1/admin/products/${product.id}/history`, admin.headers)
    expect(latest).toMatchObject({
      actorId: admin.id,
      actorName: 'Equipe Escudo',
      entityType: 'products',
      entityId: product.id,
      table: 'products',
      action: 'update',
      before: { name: product.name, popularity: product.popularity },
      after: { name: 'Luva Auditada', popularity: 77 },
    })
    // Bookkeeping columns are not "changes".
    expect(Object.keys(latest!.after ?? {}).sort()).toEqual(['name', 'popularity'])

    // Unpublishing and publishing: one entry each, the product's history newest first.
    for (const action of ['unpublish', 'publish'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v1/admin/products/${product.id}/${action}`,
            headers: admin.headers,
          })
        ).statusCode,
      ).toBe(200)
    const entries = await history(`/api/v1/admin/products/${product.id}/history`, admin.headers)
    expect(entries.slice(0, 3).map((entry) => entry.after)).toEqual([
      { published: true },
      { published: false },
      { name: 'Luva Auditada', popularity: 77 },
    ])
  })

  it('records nothing for a refused write (rolled back) nor for what customers do', async () => {
    const { admin } = await sessions(ctx.app)
    const { all } = await someProducts(ctx.app)
    const product = all[3]!
    const before = await ctx.database.db.select().from(auditLog)
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: { version: 999, name: 'Nunca' } } },
    })
    expect(stale.statusCode).toBe(409)
    const ana = await customer(ctx.app, 'Ana Auditoria')
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.slug}/comments`,
      headers: ana.headers,
      payload: { data: { type: 'comments', attributes: { body: 'Boa luva para o turno da noite.' } } },
    })
    expect(comment.statusCode, comment.body).toBe(201)
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(before.length)
  })

  it("records an import's products with the staff member who started it, even though a background job wrote them", async () => {
    const { admin } = await sessions(ctx.app)
    const attributes = gloveAttributes('TS-AUD-0001')
    const header = 'Referência;Nome;Marca;Categoria;Família;Embalagem;Validade do CA;Segmentos;Descrição'
    const row = [
      attributes.reference,
      'Luva Importada Auditada',
      'escudo-pro',
      'luva-de-seguranca',
      'nitro-grip',
      'caixa',
      '2031-06-30',
      'agricultura',
      'Importada.',
    ].join(';')
    const body = multipartParts([
      {
        name: 'file',
        data: Buffer.from(`\ufeff${header}\r\n${row}\r\n`),
        fileName: 'produtos.csv',
        type: 'text/csv',
      },
    ])
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    })
    expect(started.statusCode, started.body).toBe(202)
    let created: typeof products.$inferSelect | undefined
    for (let attempt = 0; attempt < 200 && !created; attempt += 1) {
      ;[created] = await ctx.database.db.select().from(products).where(eq(products.reference, 'TS-AUD-0001'))
      if (!created) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(created).toBeDefined()
    const [entry] = await history(`/api/v1/admin/products/${created!.id}/history`, admin.headers)
    expect(entry).toMatchObject({ actorId: admin.id, action: 'insert', table: 'products' })
    expect(entry!.after).toMatchObject({ reference: 'TS-AUD-0001', name: 'Luva Importada Auditada' })
    const jobs = await history('/api/v1/admin/audit-log?filter[entityType]=imports', admin.headers)
    expect(jobs[0]).toMatchObject({ actorId: admin.id, entityId: started.json().data.id, action: 'insert' })
  })

  it('filters by person, kind and days, and refuses a bad filter with the parameter named', async () => {
    const { admin } = await sessions(ctx.app)
    const mine = await history(
      `/api/v1/admin/audit-log?filter[actor]=${admin.id}&page[size]=100`,
      admin.headers,
    )
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((entry) => entry.actorId === admin.id)).toBe(true)
    const productsOnly = await history('/api/v1/admin/audit-log?filter[entityType]=products', admin.headers)
    expect(productsOnly.every((entry) => entry.entityType === 'products')).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
    expect(await history(`/api/v1/admin/audit-log?filter[from]=${future}`, admin.headers)).toEqual([])
    expect(
      (await history(`/api/v1/admin/audit-log?filter[from]=2020-01-01&filter[to]=${future}`, admin.headers))
        .length,
    ).toBeGreaterThan(0)
    // Days are the reader's (filter[zone]): Kiritimati (+14:00) and Pago Pago (-11:00) are always on different
    // dates, so "today" at Kiritimati holds today's entries there and none at Pago Pago, where it is tomorrow.
    const kiritimatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    )
    const onDay = (zone: string) =>
      history(
        `/api/v1/admin/audit-log?filter[from]=${kiritimatiToday}&filter[to]=${kiritimatiToday}&filter[zone]=${zone}`,
        admin.headers,
      )
    expect((await onDay('Pacific/Kiritimati')).length).toBeGreaterThan(0)
    expect(await onDay('Pacific/Pago_Pago')).toEqual([])
    const badZone = await ctx.app.inject({
      url: '/api/v1/admin/audit-log?filter[from]=2026-11-01&filter[zone]=Marte/Olympus',
      headers: { ...admin.headers, 'accept-language': 'pt-BR' },
    })
    expect(badZone.statusCode).toBe(400)
    expect(badZone.json().errors[0]).toMatchObject({
      source: { parameter: 'filter[zone]' },
      detail: expect.stringContaining('fuso horário'),
    })
    const bad = await ctx.app.inject({
      url: '/api/v1/admin/audit-log?filter[from]=ontem',
      headers: admin.headers,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].source.parameter).toBe('filter[from]')
    // Customers and anonymous visitors never read it (the roles test covers each staff role).
    const { buyer } = await sessions(ctx.app)
    expect(
      (await ctx.app.inject({ url: '/api/v1/admin/audit-log', headers: buyer.headers })).statusCode,
    ).toBe(403)
  })
  it("lists an admin's webhook endpoint with its fields, never its secret", async () => {
    const { admin } = await sessions(ctx.app)
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/webhooks',
      headers: admin.headers,
      payload: {
        data: {
          type: 'webhook-endpoints',
          attributes: { url: 'https://erp.example.com/escudo', events: ['estimate.created'] },
        },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    // The whole log, newest first, answers it too (an entity type the contract did not know was a 500).
    expect((await history('/api/v1/admin/audit-log?page[size]=3', admin.headers))[0]).toMatchObject({
      entityType: 'webhook-endpoints',
    })
    const entries = await history(
      '/api/v1/admin/audit-log?filter[entityType]=webhook-endpoints',
      admin.headers,
    )
    const entry = entries.find((each) => each.entityId === created.json().data.id)
    expect(entry).toMatchObject({ actorId: admin.id, action: 'insert', entityType: 'webhook-endpoints' })
    expect(entry?.after).toMatchObject({ url: 'https://erp.example.com/escudo' })
    expect(JSON.stringify(entry)).not.toContain(created.json().meta.secret)
  })
})
