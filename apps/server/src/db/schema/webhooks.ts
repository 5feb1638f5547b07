import { sql } from 'drizzle-orm'
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { CA_STATES } from '@escudo/contracts'
import { products } from './products'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const

/**
 * The brand's other systems (an ERP, a CRM) that hear of its events (issue 37): an admin registers each
 * endpoint with the events it wants. Audited (the `audit` trigger); its signing secrets live apart, in
 * `webhook_secrets`, which the audit log never sees.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Since when every attempt failed (null after a success): three days of it disable the endpoint. */
    failingSince: at('failing_since'),
    /** Why the system disabled it (null when an admin did, or it is enabled). */
    disabledReason: text('disabled_reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('webhook_endpoints_created').on(table.createdAt)],
)

/**
 * An endpoint's signing secrets (`whsec_…`), sealed with the server's key (mail/sealed-secret.ts). A rotated
 * secret stays valid, and signs along with the new one, until `expires_at` (24 h after the rotation).
 */
export const webhookSecrets = pgTable(
  'webhook_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sealed: text('sealed').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at'),
  },
  (table) => [index('webhook_secrets_endpoint').on(table.endpointId)],
)

/**
 * An event to deliver, written in the transaction of the change it reports (no event for a rolled-back write),
 * only when some endpoint wants it: one row, no delivery yet (`fanned_out` false). The worker then writes one
 * delivery per endpoint that wants it (and the payload, when the event's document is rendered after the commit:
 * `payload` null until then). `payload` is the body sent, as is, to every endpoint. `seq` orders the events of
 * one resource.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** `estimates:<id>`: the events of one resource are delivered in order, per endpoint. */
    resourceKey: text('resource_key').notNull(),
    payload: jsonb('payload'),
    /** Whether its deliveries are written (the worker's fan-out, soon after the commit). */
    fannedOut: boolean('fanned_out').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('webhook_events_created').on(table.createdAt),
    // The events left to fan out, by resource: a delivery waits while an earlier event of its resource is here.
    index('webhook_events_unfanned')
      .on(table.resourceKey, table.seq)
      .where(sql`${table.fannedOut} = false`),
  ],
)

/**
 * One event for one endpoint: its attempts, the next one's time and the last answer. A worker claims due rows
 * with FOR UPDATE SKIP LOCKED and pushes `next_attempt_at` past the attempt (a lease), so one process makes
 * each attempt, and a crashed one's attempt is made again once the lease ends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** The event's: copied, so the claim orders one endpoint's deliveries of one resource without a join. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    resourceKey: text('resource_key').notNull(),
    eventType: text('event_type').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    /** The first 1 KB of the last answer, or why there was none (a timeout, a refused address). */
    lastResponse: text('last_response'),
    lastAttemptAt: at('last_attempt_at'),
    deliveredAt: at('delivered_at'),
    failedAt: at('failed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('webhook_deliveries_due').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_order').on(table.endpointId, table.resourceKey, table.seq),
    index('webhook_deliveries_endpoint').on(table.endpointId, table.createdAt),
    // The retention job's: ended deliveries by when their last attempt was (delivered_at or failed_at).
    index('webhook_deliveries_ended').on(table.status, table.lastAttemptAt),
    // An event's deliveries: the retention job deletes events none of which is left.
    index('webhook_deliveries_event').on(table.eventId),
    check('webhook_deliveries_status_known', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
)

/**
 * Each product's CA state (`valido`, `vencendo`, `invalido`: ca-registry/product-check.ts) as last announced by
 * `product.ca_state_changed`: the comparison (daily, at start and when a new registry is in use) announces a
 * product whose state differs, changing its row with a compare-and-set so that one process announces each change.
 */
export const productCaStates = pgTable(
  'product_ca_states',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CA_STATES }).notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [check('product_ca_states_known', sql`${table.state} in ('valido', 'vencendo', 'invalido')`)],
)

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect
export type WebhookEvent = typeof webhookEvents.$inferSelect
