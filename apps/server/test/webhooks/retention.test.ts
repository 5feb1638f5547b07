import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { webhookDeliveries, webhookEvents } from '../../src/db/schema/index'
import { inTransaction } from '../../src/db/transaction'
import { RETRY_DELAYS_MS } from '../../src/webhooks/delivery-worker'
import { startReceiver, type Receiver } from './receiver'
import { useWebhookApp } from './helpers'

const DAY = 86_400_000
const ctx = useWebhookApp({ clock: true })
let down: Receiver
beforeAll(async () => {
  down = await startReceiver()
  down.state.status = 503
})
afterAll(async () => down?.close())

const emit = (type: string, id: string) =>
  inTransaction(ctx.app.db, (tx: Database) =>
    ctx.app.webhooks.emit(tx, {
      type,
      resource: { type: 'products', id },
      data: async () => ({ data: { type: 'products', id } }),
    }),
  )

const statusOf = async (endpointId: string) =>
  (
    await ctx.database.db
      .select({ status: webhookDeliveries.status, eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
  ).map((row) => row.status)

describe('the webhook log retention (30 days delivered, 90 days failed, by default)', () => {
  it('deletes delivered deliveries after 30 days and failed ones after 90, in batches, never pending ones', async () => {
    const { app, clock, receiver } = ctx
    const create = (url: string, events: string[]) =>
      app.webhooks.create({ url, events, description: '', enabled: true }).then((made) => made.endpoint.id)
    const up = await create(receiver.url, ['product.updated'])
    const failing = await create(down.url, ['product.updated', 'product.deleted'])
    for (const id of ['r1', 'r2', 'r3']) await emit('product.updated', `retention-${id}`)
    const events = (await ctx.database.db.select({ id: webhookEvents.id }).from(webhookEvents)).map(
      (row) => row.id,
    )

    // The first attempt, then each retry as it falls due, until the failing endpoint's deliveries fail.
    await app.webhooks.deliverDue()
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay * 1.1 + 1000)
      await app.webhooks.deliverDue()
    }
    expect(await statusOf(up)).toEqual(['delivered', 'delivered', 'delivered'])
    expect(await statusOf(failing)).toEqual(['failed', 'failed', 'failed'])

    // A month on: the delivered ones go (two per statement here), the failed ones stay for the log.
    clock.advance(31 * DAY)
    await emit('product.deleted', 'retention-pending') // the failing endpoint's: pending
    await app.webhooks.deliverDue() // its delivery written by the fan-out, attempted (503), retried later
    expect(await app.webhooks.prune(2)).toEqual({ delivered: 3, failed: 0, events: 0 })
    expect(await statusOf(up)).toEqual([])
    expect((await statusOf(failing)).sort()).toEqual(['failed', 'failed', 'failed', 'pending'])

    // Ninety days after they failed: the failed ones and their events go; the pending one and its event stay.
    clock.advance(60 * DAY)
    expect(await app.webhooks.prune(2)).toEqual({ delivered: 0, failed: 3, events: 3 })
    expect(await statusOf(failing)).toEqual(['pending'])
    expect(
      await ctx.database.db.select().from(webhookEvents).where(inArray(webhookEvents.id, events)),
    ).toEqual([])
    clock.advance(400 * DAY)
    expect(await app.webhooks.prune()).toEqual({ delivered: 0, failed: 0, events: 0 })
    expect(await statusOf(failing)).toEqual(['pending'])
  })
})
