import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { webhookDeliveries } from '../../src/db/schema/index'
import { inTransaction } from '../../src/db/transaction'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'
import { startReceiver, type Receiver } from './receiver'

const EVENTS = 40

/**
 * Two app instances delivering one queue. On PostgreSQL each has its own connection pool on one schema, as two
 * server processes would; on the embedded database (one process only, decision 019) they share the handle.
 */
describe('two workers on one database', () => {
  const ctx = {} as {
    a: App
    b: App
    handles: DatabaseHandle[]
    receiver: Receiver
    drop?: () => Promise<void>
  }

  beforeAll(async () => {
    ctx.receiver = await startReceiver()
    // A slow receiver: both workers have deliveries under way at once.
    ctx.receiver.state.holdMs = 30
    const url = process.env.DATABASE_URL
    if (url) {
      const schema = `wh_two_${randomBytes(4).toString('hex')}`
      ctx.handles = [
        await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 }),
        await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 }),
      ]
      ctx.drop = async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        await client.query(`drop schema if exists "${schema}" cascade`)
        await client.end()
      }
    } else {
      const handle = await openTestDatabase()
      ctx.handles = [handle, handle]
    }
    const env = { WEBHOOKS_ALLOW_PRIVATE: 'true' }
    const options = { webhooks: { pollMs: 20 } }
    ctx.a = await buildTestApp(ctx.handles[0]!, env, options)
    ctx.b = await buildTestApp(ctx.handles[1]!, env, options)
  })

  afterAll(async () => {
    await ctx.a?.close()
    await ctx.b?.close()
    for (const handle of new Set(ctx.handles)) await handle.close()
    await ctx.drop?.()
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
