import { and, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { webhookDeliveries, webhookEvents } from '../db/schema/index'

const DAY_MS = 24 * 60 * 60_000
/** Rows per DELETE: each statement is its own short transaction, so the prune never holds locks for long. */
export const WEBHOOK_PRUNE_BATCH = 2000

export type WebhookRetention = { deliveredDays: number; failedDays: number }

type Table = typeof webhookDeliveries | typeof webhookEvents

/** Deletes the rows of `table` that `where` picks, `batch` per statement; answers how many. */
async function deleteInBatches(db: Database, table: Table, where: SQL | undefined, batch: number) {
  let deleted = 0
  for (;;) {
    const picked = db.select({ id: table.id }).from(table).where(where).limit(batch)
    const gone = await db.delete(table).where(inArray(table.id, picked)).returning({ id: table.id })
    deleted += gone.length
    if (gone.length < batch) return deleted
    // PGlite answers in microtasks: let timers (the delivery worker's, the server's) run between batches.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * Deletes the deliveries that ended long ago (delivered: `deliveredDays` after their last attempt; failed:
 * `failedDays`, so the log shows them longer), then the events older than the shorter period that no delivery
 * is left of. Pending deliveries and their events are never deleted. Any number of processes may run it at
 * once: a row is deleted once, and the others' statements find it gone.
 */
export async function pruneWebhooks(
  db: Database,
  now: Date,
  retention: WebhookRetention,
  batch = WEBHOOK_PRUNE_BATCH,
) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const endedBefore = (status: 'delivered' | 'failed', days: number) =>
    and(eq(webhookDeliveries.status, status), lt(webhookDeliveries.lastAttemptAt, before(days)))
  const delivered = await deleteInBatches(
    db,
    webhookDeliveries,
    endedBefore('delivered', retention.deliveredDays),
    batch,
  )
  const failed = await deleteInBatches(
    db,
    webhookDeliveries,
    endedBefore('failed', retention.failedDays),
    batch,
  )
  const orphan = and(
    lt(webhookEvents.createdAt, before(Math.min(retention.deliveredDays, retention.failedDays))),
    // One not fanned out yet has no delivery so far.
    eq(webhookEvents.fannedOut, true),
    notExists(
      db
        .select({ one: sql`1` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, webhookEvents.id)),
    ),
  )
  const events = await deleteInBatches(db, webhookEvents, orphan, batch)
  return { delivered, failed, events }
}
