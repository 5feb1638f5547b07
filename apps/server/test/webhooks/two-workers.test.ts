import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { webhookDeliveries } from '../../src/db/schema/index'
import { inTransaction } from '../../src/db/transaction'
import { waitFor } from '../wait-for'
import { startReceiver, type Receiver } from './receiver'
import { openTwoApps } from './two-apps'

const EVENTS = 40

/** Two app instances delivering one queue, as two server processes would (`openTwoApps`). */
describe('two workers on one database', () => {
  const ctx = {} as { a: App; b: App; receiver: Receiver; close?: () => Promise<void> }

  beforeAll(async () => {
    ctx.receiver = await startReceiver()
    // A slow receiver: both workers have deliveries under way at once.
    ctx.receiver.state.holdMs = 30
    Object.assign(ctx, await openTwoApps({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, { webhooks: { pollMs: 20 } }))
  })

  afterAll(async () => {
    await ctx.close?.()
    await ctx.receiver?.close()
  })

  it('makes each attempt once: no event is delivered twice', async () => {
    const { a, b, receiver } = ctx
    const { endpoint } = await a.webhooks.create({
      url: receiver.url,
      events: ['product.updated'],
      description: 'ERP',
      enabled: true,
    })
    for (let index = 0; index < EVENTS; index++)
      await inTransaction(a.db, (tx) =>
        a.webhooks.emit(tx, {
          type: 'product.updated',
          resource: { type: 'products', id: `p-${index}` },
          data: async () => ({ data: { type: 'products', id: `p-${index}` } }),
        }),
      )
    a.webhooks.kick()
    b.webhooks.kick()
    const rows = await waitFor(async () => {
      const all = await b.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
      return all.length === EVENTS && all.every((row) => row.status === 'delivered') && all
    })
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
    const ids = receiver.received.map((entry) => entry.headers['webhook-id'])
    expect(ids).toHaveLength(EVENTS)
    expect(new Set(ids).size).toBe(EVENTS)
  })
})
