import { BULK_ACTIONS } from '@escudo/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const BULK_ACTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const

/**
 * One bulk action on many products (issue 20), run in the background like an import: the selection is
 * resolved to product ids when the action is accepted, so products created afterwards are never touched.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's language: refusal messages use it. */
    locale: text('locale', { enum: ['pt-BR', 'en'] }).notNull(),
    action: text('action', { enum: BULK_ACTIONS }).notNull(),
    /** add-option / remove-option: the group and option. */
    groupId: text('group_id'),
    optionId: text('option_id'),
    productIds: uuid('product_ids').array().notNull(),
    status: text('status', { enum: BULK_ACTION_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Every refused product, with why (in `locale`). */
    refusals: jsonb('refusals')
      .$type<{ productId: string; reference: string; message: string }[]>()
      .notNull()
      .default([]),
    failure: text('failure'),
    heartbeatAt: at('heartbeat_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('bulk_actions_status').on(table.status),
    check('bulk_actions_status_known', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check(
      'bulk_actions_option_named',
      sql`${table.action} not in ('add-option', 'remove-option') or (${table.groupId} is not null and ${table.optionId} is not null)`,
    ),
  ],
)

export type BulkActionRow = typeof bulkActions.$inferSelect
