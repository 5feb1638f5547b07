import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const

/**
 * One scheduled backup (issue 35) and its outcome. `slot` is the start of its BACKUP_EVERY period: a unique
 * index on it lets exactly one process, of all those sharing the database, take each slot.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slot: at('slot').notNull(),
    status: text('status', { enum: BACKUP_STATUSES }).notNull().default('running'),
    /** The archive's name in BACKUP_DIR (`escudo-2026-11-28T0600Z.tar.gz`). */
    fileName: text('file_name').notNull(),
    /** The archive's size in bytes, once written. */
    size: bigint('size', { mode: 'number' }),
    /** Why it failed (the error's message, for the operator); null otherwise. */
    error: text('error'),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('backups_one_per_slot').on(table.slot),
    index('backups_finished').on(table.status, table.finishedAt),
    check('backups_status_known', sql`${table.status} in ('running', 'done', 'failed')`),
  ],
)

export type BackupRow = typeof backups.$inferSelect
