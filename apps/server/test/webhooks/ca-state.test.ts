import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brazilToday } from '../../src/ca-registry/product-check'
import { REGISTRY_HEADER } from '../../src/ca-registry/registry-format'
import { productCaStates, products, webhookEvents } from '../../src/db/schema/index'
import { importRegistry } from '../ca-registry/import-registry'
import { registryLine } from '../ca-registry/registry-fixture'
import { staff } from '../customer/helpers'
import { createEndpoint, useWebhookApp } from './helpers'

const DAY = 86_400_000
const ctx = useWebhookApp({ clock: true })

const inDays = (days: number) => brazilToday(new Date(ctx.clock.now().getTime() + days * DAY))

/** The product.ca_state_changed events recorded for `productId`, oldest first. */
const eventsOf = (productId: string) =>
  ctx.database.db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.type, 'product.ca_state_changed'),
        eq(webhookEvents.resourceKey, `products:${productId}`),
      ),
    )
    .orderBy(asc(webhookEvents.seq))

type Announced = { data: { id: string; attributes: { caValidUntil: string } }; meta: Record<string, string> }
const announced = (productId: string) =>
  ctx.receiver
    .events('product.ca_state_changed')
    .map((body) => body.data as unknown as Announced)
    .filter((document) => document.data.id === productId)

/** A product of the demo catalogue whose CA runs until `days` from the clock's today, compared once (its first state). */
async function productValidFor(days: number, offset: number) {
  const [row] = await ctx.database.db
    .select()
    .from(products)
    .orderBy(asc(products.reference))
    .offset(offset)
    .limit(1)
  await ctx.database.db
    .update(products)
    .set({ caValidUntil: inDays(days) })
    .where(eq(products.id, row!.id))
  await ctx.database.db.delete(productCaStates).where(eq(productCaStates.productId, row!.id))
  await ctx.app.caStateChanges.runNow()
  return { ...row!, caValidUntil: inDays(days) }
}

describe('product.ca_state_changed', () => {
  it('announces a CA passing into expiring and then invalid by the date, once each', async () => {
    const { app, admin, receiver, clock } = ctx
    await createEndpoint(app, admin, receiver.url, ['product.ca_state_changed'])
    const product = await productValidFor(100, 0)
    // Its first state is recorded, not announced (product.created told of it).
    expect(await eventsOf(product.id)).toHaveLength(0)

    clock.advance(5 * DAY) // 95 days left: still valid
    await app.caStateChanges.runNow()
    expect(await eventsOf(product.id)).toHaveLength(0)

    clock.advance(5 * DAY) // 90 days left: expiring
    await app.caStateChanges.runNow()
    await app.caStateChanges.runNow()
    expect(await eventsOf(product.id)).toHaveLength(1)

    clock.advance(91 * DAY) // a day past its date: invalid
    await app.caStateChanges.runNow()
    await app.caStateChanges.runNow()
    expect(await eventsOf(product.id)).toHaveLength(2)

    await app.webhooks.deliverDue()
    const [expiring, invalid] = announced(product.id)
    expect(announced(product.id)).toHaveLength(2)
    expect(expiring!.meta).toEqual({ previousState: 'valido', state: 'vencendo' })
    expect(invalid!.meta).toEqual({ previousState: 'vencendo', state: 'invalido' })
    expect(invalid!.data.attributes.caValidUntil).toBe(product.caValidUntil)
    // The clock moved 101 days on: a new session.
    const { headers } = await staff(app)
    const shown = await app.inject({ url: `/api/v1/admin/products/${product.id}`, headers })
    expect(invalid!.data).toEqual(shown.json().data)
  })

  it("announces at once the move a staff edit of the CA date makes, in the edit's transaction", async () => {
    const { app, receiver } = ctx
    const admin = await staff(app)
    const product = await productValidFor(300, 2)
    const read = await app.inject({ url: `/api/v1/admin/products/${product.id}`, headers: admin.headers })
    const edit = (attributes: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${product.id}`,
        headers: admin.headers,
        payload: { data: { type: 'products', id: product.id, attributes } },
      })
    // A date typed wrong (yesterday): invalid at once, announced without waiting for a comparison.
    const wrong = await edit({ version: read.json().data.attributes.version, caValidUntil: inDays(-1) })
    expect(wrong.statusCode, wrong.body).toBe(200)
    expect(await eventsOf(product.id)).toHaveLength(1)
    // Corrected: valid again; an edit of anything else announces nothing more.
    const fixed = await edit({ version: wrong.json().data.attributes.version, caValidUntil: inDays(300) })
    expect(fixed.statusCode, fixed.body).toBe(200)
    const renamed = await edit({
      version: fixed.json().data.attributes.version,
      name: `${product.name} (nova)`,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    await app.caStateChanges.runNow()
    expect(await eventsOf(product.id)).toHaveLength(2)

    await app.webhooks.deliverDue()
    expect(announced(product.id).map((document) => document.meta)).toEqual([
      { previousState: 'valido', state: 'invalido' },
      { previousState: 'invalido', state: 'valido' },
    ])
    expect(receiver.received.length).toBeGreaterThan(0)
  })

  it('announces the change a new registry in use makes, in its import', async () => {
    const { app, receiver } = ctx
    const admin = await staff(app)
    const product = await productValidFor(400, 1)
    const listed = registryLine({
      NRRegistroCA: product.caNumber,
      DataValidade: inDays(400).split('-').reverse().join('/'),
      Situacao: 'VENCIDO',
      NRProcesso: '46017.000123/2024-55',
      CNPJ: '11222333000181',
      RazaoSocial: 'ESCUDO EPI LTDA',
      Natureza: 'Nacional',
      NomeEquipamento: 'LUVA DE SEGURANÇA',
    })
    const file = Buffer.from([REGISTRY_HEADER, listed].join('\r\n') + '\r\n', 'latin1')
    await importRegistry(app, admin, file)
    // Recorded with the switch: there once the import is done, without any later comparison.
    const events = await eventsOf(product.id)
    expect(events).toHaveLength(1)
    expect((events[0]!.payload as { data: Announced }).data.meta).toEqual({
      previousState: 'valido',
      state: 'invalido',
    })
    await app.caStateChanges.runNow()
    expect(await eventsOf(product.id)).toHaveLength(1)
    await app.webhooks.deliverDue()
    expect(announced(product.id)).toHaveLength(1)
    expect(receiver.received.length).toBeGreaterThan(0)
  })
})
