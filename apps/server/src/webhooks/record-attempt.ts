import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../db/schema/index'

/** What one attempt came to (see `recordAttempts`). */
export type AttemptOutcome = {
  at: Date
  success: boolean
  statusCode: number | null
  durationMs: number
  response: string
  nextAttemptAt: Date | null
}

/**
 * Forgets since when the endpoints `ids` fail (an attempt succeeded), when they did: an endpoint that is not
 * failing is not written.
 */
export async function clearFailures(tx: Database, ids: string[]) {
  if (ids.length === 0) return
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(inArray(webhookEndpoints.id, ids), isNotNull(webhookEndpoints.failingSince)))
}

/**
 * Marks the deliveries `attempts` delivered, with their answers, in one statement (a sweep's successes: one
 * statement rather than one per delivery).
 */
export async function recordDelivered(
  tx: Database,
  attempts: { delivery: WebhookDelivery; outcome: AttemptOutcome }[],
) {
  if (attempts.length === 0) return
  const rows = sql.join(
    attempts.map(
      ({ delivery, outcome }) =>
        sql`(${delivery.id}::uuid, ${outcome.statusCode}::integer, ${outcome.durationMs}::integer, ${outcome.response}::text, ${outcome.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )
  await tx.execute(sql`update ${webhookDeliveries} as d
    set status = 'delivered', attempts = d.attempts + 1, last_status_code = v.code, last_duration_ms = v.ms,
      last_response = v.answer, last_attempt_at = v.at, delivered_at = v.at
    from (values ${rows}) as v(id, code, ms, answer, at)
    where d.id = v.id and d.status = 'pending'`)
}

/** Writes one attempt's outcome in `tx` (see `recordAttempts` in webhooks-repository.ts). */
export async function recordOne(
  tx: Database,
  delivery: WebhookDelivery,
  outcome: AttemptOutcome,
  disableAfterMs: number,
  onDisabled: (endpoint: WebhookEndpoint, tx: Database) => Promise<void>,
) {
  const { at, success } = outcome
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: delivery.attempts + 1,
      lastStatusCode: outcome.statusCode,
      lastDurationMs: outcome.durationMs,
      lastResponse: outcome.response,
      lastAttemptAt: at,
      ...(success
        ? { status: 'delivered' as const, deliveredAt: at }
        : outcome.nextAttemptAt
          ? { nextAttemptAt: outcome.nextAttemptAt }
          : { status: 'failed' as const, failedAt: at }),
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')))
  // A success clears the endpoint's failures: `clearFailures`, once per batch.
  if (success) return
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .returning()
  if (
    endpoint?.enabled &&
    endpoint.failingSince &&
    at.getTime() - endpoint.failingSince.getTime() >= disableAfterMs
  ) {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: outcome.response.slice(0, 500), updatedAt: at })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning()
    if (disabled) await onDisabled(disabled, tx)
  }
}
