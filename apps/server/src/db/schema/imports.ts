import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const

/**
 * A spreadsheet import (decision 026): the process that accepted the file runs it in the background and writes
 * its counts here as it goes, so any process answers its progress. `heartbeat_at` moves while it runs: a job
 * whose heartbeat stopped (its process died) is marked failed by whoever reads it next.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's language when they sent the file: row errors and the report's headers use it. */
    locale: text('locale', { enum: ['pt-BR', 'en'] }).notNull(),
    status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull().default('queued'),
    dryRun: boolean('dry_run').notNull(),
    createOptions: boolean('create_options').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** The file's header cells as written, for the report of refused rows. */
    header: jsonb('header').$type<string[]>().notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The first errors (row, column, message); every refused row is in import_job_refusals. */
    errors: jsonb('errors')
      .$type<{ row: number; column: string | null; message: string }[]>()
      .notNull()
      .default([]),
    failure: text('failure'),
    heartbeatAt: at('heartbeat_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('import_jobs_status').on(table.status),
    // One real import at a time (a dry run writes nothing and is never refused): a second one while one is
    // queued or running is refused (409), by the database, so two requests or two processes cannot both start.
    uniqueIndex('import_jobs_one_real_active')
      .on(sql`(true)`)
      .where(sql`${table.status} in ('queued', 'running') and not ${table.dryRun}`),
    check('import_jobs_status_known', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
)

/** A refused row as the file had it, with its errors: the downloadable report, ready to fix and re-import. */
export const importJobRefusals = pgTable(
  'import_job_refusals',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    message: text('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.row] })],
)

export type ImportJobRow = typeof importJobs.$inferSelect
