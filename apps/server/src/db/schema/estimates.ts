import { sql } from 'drizzle-orm'
import { FREIGHT_TERMS, PAYMENT_TERMS } from '@escudo/contracts'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './products'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const ESTIMATE_STATUSES = [
  'em_aberto',
  'informacao_pendente',
  'respondido',
  'aprovado',
  'recusado',
  'cancelado',
] as const
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
const statusList = sqlList(ESTIMATE_STATUSES)

/** A quote request; see product.md section 4 for who moves which status. */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people quote on the phone: "orçamento nº 42". */
    number: serial('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ESTIMATE_STATUSES }).notNull().default('em_aberto'),
    message: text('message').notNull(),
    leadTime: text('lead_time'),
    validUntil: date('valid_until', { mode: 'string' }),
    // The commercial terms of the last answer (decision 040); null on estimates answered before they existed.
    freightTerms: text('freight_terms', { enum: FREIGHT_TERMS }),
    freightCents: integer('freight_cents'),
    ipiIncluded: boolean('ipi_included'),
    icmsIncluded: boolean('icms_included'),
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }),
    paymentTermsText: text('payment_terms_text'),
    minimumOrderCents: integer('minimum_order_cents'),
    answeredAt: at('answered_at'),
    /** Optimistic locking: staff actions may name the version they read. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('estimates_number').on(table.number),
    index('estimates_user_created').on(table.userId, table.createdAt),
    index('estimates_status_created').on(table.status, table.createdAt),
    check('estimates_status_known', sql`${table.status} in (${statusList})`),
    check('estimates_freight_terms', sql`${table.freightTerms} in (${sqlList(FREIGHT_TERMS)})`),
    check('estimates_payment_terms', sql`${table.paymentTerms} in (${sqlList(PAYMENT_TERMS)})`),
    check('estimates_freight_cents', sql`${table.freightCents} >= 0`),
    check('estimates_minimum_order_cents', sql`${table.minimumOrderCents} >= 0`),
  ],
)

/** A line; CA number and validity are copied in when the estimate is answered (what the PDF prints). */
export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    note: text('note'),
    unitPriceCents: integer('unit_price_cents'),
    caNumber: text('ca_number'),
    caValidUntil: date('ca_valid_until', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('estimate_lines_position').on(table.estimateId, table.position),
    check('estimate_lines_quantity', sql`${table.quantity} >= 1`),
    check('estimate_lines_price', sql`${table.unitPriceCents} is null or ${table.unitPriceCents} >= 0`),
  ],
)

export const estimateMessages = pgTable(
  'estimate_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['customer', 'staff'] }).notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Order of writing: two messages may share a timestamp. */
    seq: serial('seq').notNull(),
  },
  (table) => [index('estimate_messages_estimate').on(table.estimateId, table.seq)],
)

/** The history of status changes; `from` is null for the submission. */
export const estimateEvents = pgTable(
  'estimate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['customer', 'staff'] }).notNull(),
    fromStatus: text('from_status', { enum: ESTIMATE_STATUSES }),
    toStatus: text('to_status', { enum: ESTIMATE_STATUSES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Order of writing: two changes may share a timestamp. */
    seq: serial('seq').notNull(),
  },
  (table) => [index('estimate_events_estimate').on(table.estimateId, table.seq)],
)

export type Estimate = typeof estimates.$inferSelect
export type EstimateLine = typeof estimateLines.$inferSelect
export type EstimateMessage = typeof estimateMessages.$inferSelect
export type EstimateEvent = typeof estimateEvents.$inferSelect
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number]
