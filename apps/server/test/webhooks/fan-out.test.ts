import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { webhookEvents } from '../../src/db/schema/index'
import { inTransaction } from '../../src/db/transaction'
import { ORPHAN_AFTER_MS } from '../../src/webhooks/plugin'
import { submitEstimate } from '../admin-ops/helpers'
import { customer } from '../customer/helpers'
import { createEndpoint, deliveries, useWebhookApp } from './helpers'

const DAY = 86_400_000
const ctx = useWebhookApp({ clock: true })

describe('the fan-out of an event rendered after its commit', () => {
  it('renders an orphan (its process died before rendering it) once 10 s old, and the prune keeps it meanwhile', async () => {
    const { app, admin, receiver, clock } = ctx
    const buyer = await customer(app)
    const estimate = await submitEstimate(app, buyer)
    const { id } = await createEndpoint(app, admin, receiver.url, ['estimate.created'])

    // The event committed without the render that follows the commit (`webhooks.transaction`): as after a kill -9.
    await inTransaction(app.db, (tx) =>
      app.webhooks.emit(tx, { type: 'estimate.created', resource: { type: 'estimates', id: estimate.id } }),
    )
    const [event] = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.resourceKey, `estimates:${estimate.id}`))
    expect(event).toMatchObject({ payload: null, fannedOut: false })

    // Another process may still be rendering it: left alone for 10 s.
    await app.webhooks.deliverDue()
    expect(await deliveries(app, admin, id)).toEqual([])

    // Old enough for the retention too: an event not fanned out is never pruned (it has no delivery yet).
    clock.advance(31 * DAY)
    await app.webhooks.prune()
    expect(await app.db.select().from(webhookEvents).where(eq(webhookEvents.id, event!.id))).toHaveLength(1)

    clock.advance(ORPHAN_AFTER_MS)
    await app.webhooks.deliverDue()
    // (The admin's session has expired with the clock: the log and the document are read in the server.)
    const { rows } = await app.webhooks.deliveries(id, 0, 10)
    expect(rows).toMatchObject([{ eventId: event!.id, status: 'delivered', attempts: 1 }])
    const body = receiver.events('estimate.created').find((sent) => sent.id === event!.id)
    // The document the admin API shows (GET /admin/estimates/{id}), as of the fan-out.
    expect(body?.data).toEqual(JSON.parse(JSON.stringify(await app.estimateDocuments.get(estimate.id))))
    expect(body?.timestamp).toBe(event!.createdAt.toISOString())
  })
})
