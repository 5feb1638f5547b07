import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { apiKeys } from './api-keys'
import { users } from './users'

/**
 * Every back-office write, one row per row written (decision 031): written by the `audit_row` trigger of each
 * audited table, in the write's own transaction, when the transaction names its actor (db/actor.ts). `before`
 * and `after` hold the changed columns only (an insert: every column in `after`; a delete: in `before`),
 * without secrets (password and token hashes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when they wrote: the entry stays readable after the account goes. */
    /** The API key that made the write (issue 37), when a program did it rather than a staff member. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The resource the entry belongs to (`products`, `estimates`…): an image's entry belongs to its product. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The table written, and how: insert, update or delete. */
    tableName: text('table_name').notNull(),
    action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_entity').on(table.entityType, table.entityId, table.at),
    index('audit_log_at').on(table.at),
    index('audit_log_actor').on(table.actorId, table.at),
  ],
)

export type AuditEntry = typeof auditLog.$inferSelect
