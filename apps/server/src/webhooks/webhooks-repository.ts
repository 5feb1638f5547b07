import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
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
import { clearFailures, recordDelivered, recordOne, type AttemptOutcome } from './record-attempt'

export type { AttemptOutcome } from './record-attempt'

/** A rotated secret keeps signing this long (Standard Webhooks: the receiver switches meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000

export type EndpointValues = { url: string; description: string; events: string[]; enabled: boolean }

/**
 * One event to record. `data` renders the JSON:API document in the change's transaction, only when some endpoint
 * wants the event; without it, the document is rendered after the commit by the renderer registered for
 * `resource.type` (`renderWith`), which keeps the write's transaction short.
 */
export type EmittedEvent = {
  type: string
  resource: { type: string; id: string }
  data?: (tx: Database) => Promise<unknown>
}

/** An event left to fan out whose payload is still to render (`payload` null). */
export type UnrenderedEvent = { id: string; type: string; resourceKey: string; createdAt: Date }

/** How the claim's fan-out gets the payloads left to render (see `claimDue`). */
export type FanOut = {
  /** Events of this process whose document it rendered after their commit: their payloads. */
  rendered: Map<string, unknown>
  /** Events with no payload yet older than this are rendered by whoever fans them out (their process died). */
  orphanedBefore: Date
  /** Renders a payload's `data` now, in `tx`. */
  render: (event: UnrenderedEvent, tx: Database) => Promise<unknown>
}

/** The body sent for an event: its type, id, time and data. */
export const eventPayload = (type: string, id: string, at: Date, data: unknown) => ({
  type,
  id,
  timestamp: at.toISOString(),
  data,
})

/** A claimed delivery with what sending it needs. */
export type ClaimedDelivery = WebhookDelivery & { url: string; payload: unknown; sealedSecrets: string[] }

/**
 * The webhooks' tables: endpoints and their sealed secrets, the event outbox written in the caller's
 * transaction, and the deliveries a worker claims (FOR UPDATE SKIP LOCKED, then a lease) so that one process
 * makes each attempt.
 */
export function webhooksRepository(database: Database, now: () => Date) {
  const liveSecrets = (at: Date) => or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, at))

  const repository = {
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
     * Records `event` in `tx`, the transaction of the change it reports, when some enabled endpoint wants it: one
     * row (a rolled-back change leaves none, a committed one is fanned out by the worker). With `only` (a ping),
     * that endpoint's delivery is written at once. Answers the event's id, or undefined when none is recorded.
     */
    async emit(tx: Database, event: EmittedEvent, only?: string): Promise<string | undefined> {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          only
            ? eq(webhookEndpoints.id, only)
            : and(eq(webhookEndpoints.enabled, true), sql`${event.type} = any(${webhookEndpoints.events})`),
        )
      if (endpoints.length === 0) return undefined
      const at = now()
      const id = crypto.randomUUID()
      const payload = event.data ? eventPayload(event.type, id, at, await event.data(tx)) : null
      const resourceKey = `${event.resource.type}:${event.resource.id}`
      const [row] = await tx
        .insert(webhookEvents)
        .values({ id, type: event.type, resourceKey, payload, fannedOut: only !== undefined, createdAt: at })
        .returning({ seq: webhookEvents.seq })
      if (!row) throw new Error('webhook event insert returned nothing')
      if (only)
        await tx.insert(webhookDeliveries).values({
          endpointId: only,
          eventId: id,
          seq: row.seq,
          resourceKey,
          eventType: event.type,
          nextAttemptAt: at,
          createdAt: at,
        })
      return id
    },

    /**
     * Writes the deliveries of up to `limit` events not fanned out yet, in `tx`: one per enabled endpoint that
     * wants the event, and the payload of those rendered after their commit (this process's renders; an orphan's,
     * whose process died before, rendered now). Answers the events it fanned out.
     */
    async fanOut(tx: Database, fan: FanOut, limit: number): Promise<string[]> {
      const mine = [...fan.rendered.keys()]
      const events = await tx
        .select({
          id: webhookEvents.id,
          seq: webhookEvents.seq,
          type: webhookEvents.type,
          resourceKey: webhookEvents.resourceKey,
          payload: webhookEvents.payload,
          createdAt: webhookEvents.createdAt,
        })
        .from(webhookEvents)
        .where(
          and(
            eq(webhookEvents.fannedOut, false),
            or(
              isNotNull(webhookEvents.payload),
              lt(webhookEvents.createdAt, fan.orphanedBefore),
              mine.length ? inArray(webhookEvents.id, mine) : undefined,
            ),
          ),
        )
        .orderBy(asc(webhookEvents.seq))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (events.length === 0) return []
      const endpoints = await tx
        .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.enabled, true))
      const deliveries: (typeof webhookDeliveries.$inferInsert)[] = []
      const payloads: SQL[] = []
      for (const event of events) {
        if (event.payload === null) {
          const data = fan.rendered.has(event.id) ? fan.rendered.get(event.id) : await fan.render(event, tx)
          const payload = eventPayload(event.type, event.id, event.createdAt, data)
          payloads.push(sql`(${event.id}::uuid, ${JSON.stringify(payload)}::jsonb)`)
        }
        for (const endpoint of endpoints)
          if (endpoint.events.includes(event.type))
            deliveries.push({
              endpointId: endpoint.id,
              eventId: event.id,
              seq: event.seq,
              resourceKey: event.resourceKey,
              eventType: event.type,
              nextAttemptAt: event.createdAt,
              createdAt: event.createdAt,
            })
      }
      if (deliveries.length) await tx.insert(webhookDeliveries).values(deliveries)
      const ids = events.map((event) => event.id)
      await tx.update(webhookEvents).set({ fannedOut: true }).where(inArray(webhookEvents.id, ids))
      // The payloads rendered after the commit, in one statement.
      if (payloads.length)
        await tx.execute(sql`update ${webhookEvents} as e set payload = v.payload
          from (values ${sql.join(payloads, sql`, `)}) as v(id, payload) where e.id = v.id`)
      return ids
    },

    /**
     * Fans out the events waiting for it (`fanOut`, up to `limit`), then takes up to `limit` due deliveries of
     * enabled endpoints and pushes their next attempt to `leaseUntil`, so another process (or this one after a
     * crash) leaves them alone while they are sent, and tries again if the attempt never ends; all in one
     * transaction. A delivery waits while an earlier event of its resource is pending for its endpoint, or not
     * fanned out yet: one endpoint hears one resource's events in order. `more`: either was full.
     */
    async claimDue(
      at: Date,
      leaseUntil: Date,
      limit: number,
      fan: FanOut,
    ): Promise<{ deliveries: ClaimedDelivery[]; more: boolean }> {
      const { fanned, claimed, events, endpoints, secrets } = await inTransaction(database, async (tx) => {
        const fanned = await repository.fanOut(tx, fan, limit)
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
              sql`not exists (select 1 from ${webhookEvents} as unfanned
                where unfanned.fanned_out = false and unfanned.resource_key = ${webhookDeliveries.resourceKey}
                and unfanned.seq < ${webhookDeliveries.seq})`,
            ),
          )
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.seq))
          .limit(limit)
          .for('update', { of: webhookDeliveries, skipLocked: true })
        if (due.length === 0) return { fanned, claimed: [], events: [], endpoints: [], secrets: [] }
        const claimed = await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              webhookDeliveries.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
        const endpointIds = [...new Set(claimed.map((row) => row.endpointId))]
        const events = await tx
          .select({ id: webhookEvents.id, payload: webhookEvents.payload })
          .from(webhookEvents)
          .where(inArray(webhookEvents.id, [...new Set(claimed.map((row) => row.eventId))]))
        const endpoints = await tx
          .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
          .from(webhookEndpoints)
          .where(inArray(webhookEndpoints.id, endpointIds))
        const secrets = await tx
          .select({ endpointId: webhookSecrets.endpointId, sealed: webhookSecrets.sealed })
          .from(webhookSecrets)
          .where(and(inArray(webhookSecrets.endpointId, endpointIds), liveSecrets(at)))
          .orderBy(desc(webhookSecrets.createdAt))
        return { fanned, claimed, events, endpoints, secrets }
      })
      // Committed: this process's renders of them are no longer needed.
      for (const id of fanned) fan.rendered.delete(id)
      const deliveries = claimed.flatMap((row) => {
        const endpoint = endpoints.find((e) => e.id === row.endpointId)
        const event = events.find((e) => e.id === row.eventId)
        if (!endpoint || !event) return []
        const sealedSecrets = secrets.filter((s) => s.endpointId === row.endpointId).map((s) => s.sealed)
        return [{ ...row, url: endpoint.url, payload: event.payload, sealedSecrets }]
      })
      return { deliveries, more: fanned.length === limit || claimed.length === limit }
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
      const failing = new Set(
        attempts.filter(({ outcome }) => !outcome.success).map(({ delivery }) => delivery.endpointId),
      )
      const succeeded = new Set(
        attempts.filter(({ outcome }) => outcome.success).map(({ delivery }) => delivery.endpointId),
      )
      await inTransaction(database, async (tx) => {
        await recordDelivered(
          tx,
          attempts.filter(({ outcome }) => outcome.success),
        )
        for (const { delivery, outcome } of attempts)
          if (!outcome.success) await recordOne(tx, delivery, outcome, disableAfterMs, onDisabled)
        // An endpoint that also failed in this batch keeps its failures' start.
        await clearFailures(
          tx,
          [...succeeded].filter((id) => !failing.has(id)),
        )
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
  return repository
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>
