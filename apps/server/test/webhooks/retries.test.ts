import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, webhookDeliveries } from '../../src/db/schema/index'
import { JITTER, RETRY_DELAYS_MS } from '../../src/webhooks/delivery-worker'
import { send, submitEstimate } from '../admin-ops/helpers'
import { customer, staff, STAFF } from '../customer/helpers'
import { createEndpoint, deliveries, useWebhookApp } from './helpers'

const ctx = useWebhookApp({ clock: true })
const DAY = 24 * 60 * 60_000

describe('webhook retries (controllable clock)', () => {
  it('retries a failing endpoint on its schedule with jitter, then fails; three days of failures disable it', async () => {
    const { app, receiver, clock } = ctx
    const { admin: first } = ctx
    receiver.state.status = 500
    receiver.state.answer = 'ERP em manutenção'
    const { id } = await createEndpoint(app, first, receiver.url, ['estimate.created'])
    await submitEstimate(app, await customer(app))
    const row = async () =>
      (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)))[0]!

    await app.webhooks.deliverDue()
    let attemptAt = clock.now().getTime()
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      const delivery = await row()
      expect(delivery).toMatchObject({ status: 'pending', attempts: index + 1, lastStatusCode: 500 })
      const wait = delivery.nextAttemptAt.getTime() - attemptAt
      expect(wait).toBeGreaterThanOrEqual(delay)
      expect(wait).toBeLessThanOrEqual(delay * (1 + JITTER))
      // Not before its time…
      clock.advance(wait - 1)
      await app.webhooks.deliverDue()
      expect((await row()).attempts).toBe(index + 1)
      // …and at its time.
      clock.advance(1)
      attemptAt = clock.now().getTime()
      await app.webhooks.deliverDue()
    }
    const failed = await row()
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
      lastResponse: 'ERP em manutenção',
    })
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id']))).toEqual(
      new Set([failed.eventId]),
    )
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1)

    // Still enabled after 31 hours of failures; the next failure past three days disables it and tells the admins.
    expect((await app.webhooks.find(id))?.enabled).toBe(true)
    clock.advance(3 * DAY)
    await submitEstimate(app, await customer(app))
    await app.webhooks.deliverDue()
    const endpoint = await app.webhooks.find(id)
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'ERP em manutenção' })
    const mail = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, STAFF.email), eq(outbox.template, 'webhook-disabled')))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain(receiver.url)

    // Fixed: enabled again, the failed delivery is sent again and arrives (a new session: days went by).
    receiver.state.status = 204
    const admin = await staff(app)
    const enabled = await send(app, 'PATCH', `/api/v1/admin/webhooks/${id}`, admin, {
      data: { type: 'webhook-endpoints', attributes: { enabled: true } },
    })
    expect(enabled.json().data.attributes).toMatchObject({
      enabled: true,
      failingSince: null,
      disabledReason: null,
    })
    const retried = await send(
      app,
      'POST',
      `/api/v1/admin/webhooks/${id}/deliveries/${failed.id}/retry`,
      admin,
    )
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().data.attributes).toMatchObject({ status: 'pending', attempts: 0 })
    await app.webhooks.deliverDue()
    const log = await deliveries(app, admin, id)
    expect(log.find((entry) => entry.id === failed.id)?.attributes).toMatchObject({
      status: 'delivered',
      lastStatusCode: 204,
    })
    // A pending delivery is not sent again by hand (409): it has its schedule.
    const pending = log.find((entry) => entry.attributes.status === 'pending')
    if (pending) {
      const again = await send(
        app,
        'POST',
        `/api/v1/admin/webhooks/${id}/deliveries/${pending.id}/retry`,
        admin,
      )
      expect(again.statusCode).toBe(409)
    }
  })
})
