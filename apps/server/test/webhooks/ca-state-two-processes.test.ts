import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { webhookEvents } from '../../src/db/schema/index'
import { testClock } from '../accounts/helpers'
import { startReceiver, type Receiver } from './receiver'
import { openTwoApps } from './two-apps'

const DAY = 86_400_000

/** Two app instances comparing CA states at once, as two server processes would at midnight (`openTwoApps`). */
describe('the CA state comparison in two processes at once', () => {
  const ctx = {} as {
    a: App
    b: App
    receiver: Receiver
    clock: ReturnType<typeof testClock>
    close?: () => Promise<void>
  }

  beforeAll(async () => {
    ctx.receiver = await startReceiver()
    ctx.clock = testClock()
    const env = { SEED: 'demo', WEBHOOKS_ALLOW_PRIVATE: 'true' }
    Object.assign(ctx, await openTwoApps(env, { now: ctx.clock.now, webhooks: { pollMs: 3_600_000 } }))
  })

  afterAll(async () => {
    await ctx.close?.()
    await ctx.receiver?.close()
  })

  it('announces each change once', async () => {
    const { a, b, clock, receiver } = ctx
    await a.webhooks.create({
      url: receiver.url,
      events: ['product.ca_state_changed'],
      description: 'ERP',
      enabled: true,
    })
    // Every CA of the demo catalogue is past its date a year and more on.
    clock.advance(400 * DAY)
    const [byA, byB] = await Promise.all([a.caStateChanges.runNow(), b.caStateChanges.runNow()])
    const events = await a.db
      .select({ resourceKey: webhookEvents.resourceKey })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'product.ca_state_changed'))
    expect(events.length).toBeGreaterThan(10)
    expect(byA + byB).toBe(events.length)
    expect(new Set(events.map((event) => event.resourceKey)).size).toBe(events.length)
  })
})
