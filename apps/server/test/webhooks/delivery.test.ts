import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { webhookDeliveries, webhookEvents } from '../../src/db/schema/index'
import { inTransaction } from '../../src/db/transaction'
import { submitEstimate, send } from '../admin-ops/helpers'
import { gloveAttributes } from '../admin-catalog/helpers'
import { ANSWER_TERMS, customer, someProducts } from '../customer/helpers'
import { waitFor } from '../wait-for'
import { createEndpoint, deliveries, useWebhookApp } from './helpers'
import { endpointBody } from './receiver'

const ctx = useWebhookApp()

describe('webhook deliveries', () => {
  it('signs an estimate event as Standard Webhooks says, with the staff document as data', async () => {
    const { app, admin, receiver } = ctx
    const { id, secret } = await createEndpoint(app, admin, receiver.url, ['estimate.created'])
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)

    const buyer = await customer(app)
    const estimate = await submitEstimate(app, buyer)
    const request = await waitFor(async () =>
      receiver.received.find((entry) => JSON.parse(entry.body).data?.data?.id === estimate.id),
    )
    const verified = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
      type: string
      id: string
      timestamp: string
      data: { data: { type: string; id: string; attributes: { number: number } } }
    }
    expect(verified.type).toBe('estimate.created')
    expect(verified.id).toBe(request.headers['webhook-id'])
    expect(verified.data.data).toMatchObject({
      type: 'estimates',
      id: estimate.id,
      attributes: { number: estimate.number },
    })
    // The document is the one the admin API shows.
    const shown = (
      await app.inject({ url: `/api/v1/admin/estimates/${estimate.id}`, headers: admin.headers })
    ).json()
    expect(verified.data.data.attributes.number).toBe(shown.data.attributes.number)

    const log = await waitFor(async () => {
      const rows = await deliveries(app, admin, id)
      return rows[0]?.attributes.status === 'delivered' && rows
    })
    expect(log[0]!.attributes).toMatchObject({
      eventType: 'estimate.created',
      attempts: 1,
      lastStatusCode: 200,
      lastResponse: 'ok',
    })
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('records no event for a rolled-back write', async () => {
    const { app, admin, receiver } = ctx
    const { id } = await createEndpoint(app, admin, receiver.url, ['product.updated'])
    const resource = { type: 'products', id: crypto.randomUUID() }
    await expect(
      inTransaction(app.db, async (tx) => {
        expect(
          await app.webhooks.emit(tx, { type: 'product.updated', resource, data: async () => ({}) }),
        ).toBe(true)
        throw new Error('the write fails after its event')
      }),
    ).rejects.toThrow('the write fails')
    const events = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.resourceKey, `products:${resource.id}`))
    expect(events).toEqual([])
    expect(await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual(
      [],
    )
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('delivers the events of one estimate in the order they happened', async () => {
    const { app, admin, receiver } = ctx
    const { id } = await createEndpoint(app, admin, receiver.url, [
      'estimate.status_changed',
      'estimate.message_added',
    ])
    const buyer = await customer(app)
    const estimate = await submitEstimate(app, buyer)
    const url = `/api/v1/admin/estimates/${estimate.id}`
    const ask = { status: 'informacao_pendente', message: 'Qual o tamanho?' }
    expect(
      (await send(app, 'PATCH', url, admin, { data: { type: 'estimates', attributes: ask } })).statusCode,
    ).toBe(200)
    const reply = { data: { type: 'messages', attributes: { body: 'Tamanho G.' } } }
    expect(
      (await send(app, 'POST', `/api/v1/estimates/${estimate.id}/messages`, buyer, reply)).statusCode,
    ).toBe(201)
    const answer = {
      status: 'respondido',
      validUntil: '2099-01-01',
      leadTime: '5 dias',
      ...ANSWER_TERMS,
      lines: estimate.lineIds.map((lineId) => ({ id: lineId, unitPriceCents: 1000 })),
    }
    const answered = await send(app, 'PATCH', url, admin, { data: { type: 'estimates', attributes: answer } })
    expect(answered.statusCode, answered.body).toBe(200)

    const ofEstimate = () => receiver.events().filter((event) => event.data?.data?.id === estimate.id)
    const got = await waitFor(async () => ofEstimate().length >= 5 && ofEstimate())
    expect(got.map((event) => [event.type, event.data.data.attributes.status])).toEqual([
      ['estimate.status_changed', 'informacao_pendente'],
      ['estimate.message_added', 'informacao_pendente'],
      ['estimate.message_added', 'em_aberto'],
      ['estimate.status_changed', 'em_aberto'],
      ['estimate.status_changed', 'respondido'],
    ])
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('signs with the old and the new secret for a day after a rotation, and pings', async () => {
    const { app, admin, receiver } = ctx
    const { id, secret: old } = await createEndpoint(app, admin, receiver.url, ['estimate.created'])
    const rotated = await send(app, 'PATCH', `/api/v1/admin/webhooks/${id}`, admin, {
      data: { type: 'webhook-endpoints', attributes: { rotateSecret: true } },
    })
    expect(rotated.statusCode, rotated.body).toBe(200)
    const secret = rotated.json().meta.secret as string
    expect(secret).not.toBe(old)
    expect(
      (await app.inject({ url: `/api/v1/admin/webhooks/${id}`, headers: admin.headers })).json().meta,
    ).toBeUndefined()

    const ping = await send(app, 'POST', `/api/v1/admin/webhooks/${id}/ping`, admin)
    expect(ping.statusCode, ping.body).toBe(202)
    const eventId = ping.json().data.attributes.eventId as string
    const request = await waitFor(async () =>
      receiver.received.find((entry) => entry.headers['webhook-id'] === eventId),
    )
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2)
    for (const key of [old, secret]) {
      const verified = new Webhook(key).verify(request.body, request.headers as Record<string, string>)
      expect(verified).toMatchObject({
        type: 'webhook.ping',
        data: { data: { id, type: 'webhook-endpoints' } },
      })
    }
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('tells of a product created, updated, unpublished, published and deleted, in that order', async () => {
    const { app, admin, receiver } = ctx
    const events = [
      'product.created',
      'product.updated',
      'product.published',
      'product.unpublished',
      'product.deleted',
    ]
    const { id } = await createEndpoint(app, admin, receiver.url, events)
    const reference = `WH-${Date.now().toString(36).toUpperCase()}`
    const created = await send(app, 'POST', '/api/v1/admin/products', admin, {
      data: { type: 'products', attributes: gloveAttributes(reference) },
    })
    expect(created.statusCode, created.body).toBe(201)
    const productId = created.json().data.id as string
    const product = `/api/v1/admin/products/${productId}`
    const renamed = await send(app, 'PATCH', product, admin, {
      data: {
        type: 'products',
        attributes: { name: `Luva ${reference} nova`, version: created.json().data.attributes.version },
      },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    // A demo product, published: unpublished, then published again.
    const { other } = await someProducts(app)
    expect((await send(app, 'POST', `/api/v1/admin/products/${other.id}/unpublish`, admin)).statusCode).toBe(
      200,
    )
    expect((await send(app, 'POST', `/api/v1/admin/products/${other.id}/unpublish`, admin)).statusCode).toBe(
      200,
    )
    expect((await send(app, 'POST', `/api/v1/admin/products/${other.id}/publish`, admin)).statusCode).toBe(
      200,
    )
    expect((await send(app, 'DELETE', product, admin)).statusCode).toBe(204)

    const got = await waitFor(
      async () =>
        receiver.events().filter((e) => e.type.startsWith('product.')).length >= 5 && receiver.events(),
    )
    const seen = got.filter((e) => e.type.startsWith('product.')).map((e) => [e.type, e.data.data.id])
    // Per resource, in order; an unpublish of an unpublished product tells nothing.
    expect(seen.filter(([, resource]) => resource === productId)).toEqual([
      ['product.created', productId],
      ['product.updated', productId],
      ['product.deleted', productId],
    ])
    expect(seen.filter(([, resource]) => resource === other.id)).toEqual([
      ['product.unpublished', other.id],
      ['product.published', other.id],
    ])
    const renamedEvent = got.find((e) => e.type === 'product.updated')!
    expect(renamedEvent.data.data.attributes.name).toBe(`Luva ${reference} nova`)
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('answers 422 with a pointer for an unknown event or a URL that is not http(s)', async () => {
    const { app, admin, receiver } = ctx
    const post = (body: object) => send(app, 'POST', '/api/v1/admin/webhooks', admin, body)
    const unknown = await post(endpointBody(receiver.url, ['estimate.created', 'order.shipped']))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0].source.pointer).toBe('/data/attributes/events/1')
    const ftp = await post(endpointBody('ftp://erp.example/hooks', ['estimate.created']))
    expect(ftp.statusCode).toBe(422)
    expect(ftp.json().errors[0].source.pointer).toBe('/data/attributes/url')
  })
})
