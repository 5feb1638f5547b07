import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

/**
 * Every email, written before any delivery attempt, so a message survives a
 * crash or restart and the back office can see what was sent. A worker sends
 * `pending` rows whose `next_attempt_at` has come, retrying with backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * A live secret the message carries (a password-reset token), sealed with the server's key; `text` and
     * `html` hold a placeholder in its place. Cleared once the message is sent.
     */
    secret: text('secret'),
    template: text('template').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('outbox_due').on(table.status, table.nextAttemptAt),
    check('outbox_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
)

export type OutboxMessage = typeof outbox.$inferSelect
export type NewOutboxMessage = typeof outbox.$inferInsert
