import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { WEBHOOK_PING_EVENT } from '@escudo/contracts'
import type { Database } from '../db/client'
import {
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookSecrets,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../db/schema/index'
import { inTransaction } from '../db/transaction'
import { recordOne, type AttemptOutcome } from './record-attempt'

export type { AttemptOutcome } from './record-attempt'

/** A rotated secret keeps signing this long (Standard Webhooks: the receiver switches meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000

export type EndpointValues = { url: string; description: string; events: string[]; enabled: boolean }

/** One event to record: `data` renders the JSON:API document, only when some endpoint wants the event. */
export type EmittedEvent = {
  type: string
  resource: { type: string; id: string }
  data: (tx: Database) => Promise<unknown>
}

/** A claimed delivery with what sending it needs. */
export type ClaimedDelivery = WebhookDelivery & { url: string; payload: unknown; sealedSecrets: string[] }

/**
 * The webhooks' tables: endpoints and their sealed secrets, the event outbox written in the caller's
 * transaction, and the deliveries a worker claims (FOR UPDATE SKIP LOCKED, then a lease) so that one process
 * makes each attempt.
 */
export function webhooksRepository(database: Database, now: () => Date) {
  const liveSecrets = (at: Date) => or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, at))

  return {
    list: () => database.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt)),

    async find(id: string): Promise<WebhookEndpoint | undefined> {
      const [row] = await database.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
      return row
    },

    async create(values: EndpointValues, sealedSecret: string): Promise<WebhookEndpoint> {
      const at = now()
      return inTransaction(database, async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning()
        if (!row) throw new Error('webhook endpoint insert returned nothing')
        await tx.insert(webhookSecrets).values({ endpointId: row.id, sealed: sealedSecret, createdAt: at })
        return row
      })
    },

    /**
     * Changes an endpoint; with `sealedSecret`, a new secret signs from now on and the ones in force keep
     * signing for 24 hours. Enabling it again forgets its failures.
     */
    async update(id: string, values: Partial<EndpointValues>, sealedSecret?: string) {
      const at = now()
      return inTransaction(database, async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            ...values,
            ...(values.enabled ? { failingSince: null, disabledReason: null } : {}),
            updatedAt: at,
          })
          .where(eq(webhookEndpoints.id, id))
          .returning()
        if (!row || !sealedSecret) return row
        const until = new Date(at.getTime() + ROTATION_OVERLAP_MS)
        await tx
          .update(webhookSecrets)
          .set({ expiresAt: until })
          .where(and(eq(webhookSecrets.endpointId, id), liveSecrets(until)))
        await tx.insert(webhookSecrets).values({ endpointId: id, sealed: sealedSecret, createdAt: at })
        return row
      })
    },

    async remove(id: string): Promise<boolean> {
      const rows = await database
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id })
      return rows.length > 0
    },

    /**
     * Records `event` for every enabled endpoint that wants it, in `tx`: the transaction of the change it
     * reports, so a rolled-back change leaves no event and a committed one always has its deliveries.
     * Answers whether anything was queued (kick the worker after the commit).
     */
    async emit(tx: Database, event: EmittedEvent, only?: string): Promise<boolean> {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          only
            ? eq(webhookEndpoints.id, only)
            : and(eq(webhookEndpoints.enabled, true), sql`${event.type} = any(${webhookEndpoints.events})`),
        )
      if (endpoints.length === 0) return false
      const at = now()
      const id = crypto.randomUUID()
      const payload = { type: event.type, id, timestamp: at.toISOString(), data: await event.data(tx) }
      const resourceKey = `${event.resource.type}:${event.resource.id}`
      const [row] = await tx
        .insert(webhookEvents)
        .values({ id, type: event.type, resourceKey, payload, createdAt: at })
        .returning({ seq: webhookEvents.seq })
      if (!row) throw new Error('webhook event insert returned nothing')
      await tx.insert(webhookDeliveries).values(
        endpoints.map((endpoint) => ({
          endpointId: endpoint.id,
          eventId: id,
          seq: row.seq,
          resourceKey,
          eventType: event.type,
          nextAttemptAt: at,
          createdAt: at,
        })),
      )
      return true
    },

    /**
     * Takes up to `limit` due deliveries of enabled endpoints and pushes their next attempt to `leaseUntil`, so
     * another process (or this one after a crash) leaves them alone while they are sent, and tries again if the
     * attempt never ends. A delivery waits while an earlier event of its resource is pending for its endpoint:
     * one endpoint hears one resource's events in order.
     */
    async claimDue(at: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      const claimed = await inTransaction(database, async (tx) => {
        const due = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(
            and(
              eq(webhookDeliveries.status, 'pending'),
              lte(webhookDeliveries.nextAttemptAt, at),
              // A ping reaches a disabled endpoint too: an admin checks it before enabling it again.
              or(eq(webhookEndpoints.enabled, true), eq(webhookDeliveries.eventType, WEBHOOK_PING_EVENT)),
              sql`not exists (select 1 from ${webhookDeliveries} as earlier
                where earlier.endpoint_id = ${webhookDeliveries.endpointId}
                and earlier.resource_key = ${webhookDeliveries.resourceKey} and earlier.seq < ${webhookDeliveries.seq}
                and earlier.status = 'pending')`,
            ),
          )
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.seq))
          .limit(limit)
          .for('update', { of: webhookDeliveries, skipLocked: true })
        if (due.length === 0) return []
        return tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              webhookDeliveries.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
      })
      if (claimed.length === 0) return []
      const endpointIds = [...new Set(claimed.map((row) => row.endpointId))]
      const events = await database
        .select({ id: webhookEvents.id, payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(
          inArray(
            webhookEvents.id,
            claimed.map((row) => row.eventId),
          ),
        )
      const endpoints = await database
        .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, endpointIds))
      const secrets = await database
        .select({ endpointId: webhookSecrets.endpointId, sealed: webhookSecrets.sealed })
        .from(webhookSecrets)
        .where(and(inArray(webhookSecrets.endpointId, endpointIds), liveSecrets(at)))
        .orderBy(desc(webhookSecrets.createdAt))
      return claimed.flatMap((row) => {
        const endpoint = endpoints.find((e) => e.id === row.endpointId)
        const event = events.find((e) => e.id === row.eventId)
        if (!endpoint || !event) return []
        const sealedSecrets = secrets.filter((s) => s.endpointId === row.endpointId).map((s) => s.sealed)
        return [{ ...row, url: endpoint.url, payload: event.payload, sealedSecrets }]
      })
    },

    /**
     * Writes the outcomes of a batch of attempts in one transaction (one commit, one disk flush on the embedded
     * database, for up to a sweep's 8 deliveries): each delivered, pending again at `nextAttemptAt`, or failed
     * (null). The endpoint remembers since when it fails; failing for `disableAfterMs` disables it, in the same
     * transaction, and `onDisabled` runs there (the admins' e-mail).
     */
    async recordAttempts(
      attempts: { delivery: WebhookDelivery; outcome: AttemptOutcome }[],
      disableAfterMs: number,
      onDisabled: (endpoint: WebhookEndpoint, tx: Database) => Promise<void>,
    ) {
      if (attempts.length === 0) return
      await inTransaction(database, async (tx) => {
        for (const { delivery, outcome } of attempts)
          await recordOne(tx, delivery, outcome, disableAfterMs, onDisabled)
      })
    },

    /** The active admins, for the disabled endpoint's e-mail. */
    admins: (tx: Database) =>
      tx
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt))),

    async deliveries(endpointId: string, offset: number, limit: number) {
      const where = eq(webhookDeliveries.endpointId, endpointId)
      const rows = await database
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
        .offset(offset)
        .limit(limit)
      const [total] = await database.select({ n: count() }).from(webhookDeliveries).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    async findDelivery(endpointId: string, id: string) {
      const [row] = await database
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
      return row
    },

    /** A delivered or failed delivery sent again from its first attempt's schedule, due now; undefined if pending. */
    async resend(endpointId: string, id: string) {
      const [row] = await database
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), deliveredAt: null, failedAt: null })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.id, id),
            inArray(webhookDeliveries.status, ['delivered', 'failed']),
          ),
        )
        .returning()
      return row
    },
  }
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>
