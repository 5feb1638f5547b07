import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { violatedConstraint } from './transaction'

/** How often a running job's timer shows it alive, whatever its work between two saves takes. */
export const HEARTBEAT_MS = 20_000
/**
 * A queued or running job whose heartbeat (or, before its first, its creation) is older than this was left by a
 * process that died: several heartbeats missed, so a busy process is not taken for a dead one.
 */
export const STALE_SECONDS = 120

/** The columns every background job's table has (import_jobs, bulk_actions, ca_registry_imports). */
export type JobTable = PgTable & {
  id: PgColumn
  status: PgColumn
  heartbeatAt: PgColumn
  createdAt: PgColumn
  startedAt: PgColumn
  finishedAt: PgColumn
}

/**
 * Where a job's times come from: the database's clock by default, so processes on hosts whose clocks differ
 * agree on what is stale; or the app's (`app.now`, which tests move), for a table whose rows take their
 * creation time from it.
 */
export type JobClock = () => Date | SQL
export const databaseClock: JobClock = () => sql`now()`

/**
 * A text chosen per row by its locale column: one statement that fails many jobs words each in its author's
 * language.
 */
export const textForLocale = (column: PgColumn, texts: { 'pt-BR': string; en: string }) =>
  sql<string>`case ${column} when 'en' then ${texts.en} else ${texts['pt-BR']} end`

/**
 * The life of a background job's row (decision 036): queued → running → done | failed, a heartbeat while it
 * runs, and failing the jobs whose heartbeat stopped. Only a queued or running job changes: done and failed are
 * final, so a job failed as stale meanwhile stays failed whatever its process writes afterwards. What a job
 * counts and reports is its own (`values`).
 */
export function backgroundJobs<T extends JobTable>(db: Database, table: T, now: JobClock = databaseClock) {
  const unfinished = inArray(table.status, ['queued', 'running'])

  /** Writes `values` to the job `id` if `where` holds; whether it did. */
  const write = async (id: string, values: Record<string, unknown>, where: SQL = unfinished) => {
    const rows = await db
      .update(table)
      .set(values as PgUpdateSetSource<T>)
      .where(and(eq(table.id, id), where))
      .returning({ id: table.id })
    return rows.length > 0
  }

  /** Shows the job alive, with its progress; false when it is final (failed as stale meanwhile). */
  const beat = (id: string, progress: PgUpdateSetSource<T> = {}) =>
    write(id, { ...progress, heartbeatAt: now() })

  return {
    /**
     * One job of a kind at a time: `insert` adds the job to a table where a partial unique index (`index`) on
     * the unfinished jobs of that kind (`kind`) refuses a second one. The database decides, so two requests at
     * the same instant, in one process or in two, never both start one. Answers the job, or `busy`: the
     * unfinished one (undefined if it ended as we looked). Fail the stale jobs first: a dead process's job
     * holds the index until then.
     */
    insertAlone: async <R>(
      insert: () => Promise<R>,
      index: string,
      kind?: SQL,
    ): Promise<{ job: R } | { busy: string | undefined }> => {
      try {
        return { job: await insert() }
      } catch (error) {
        if (violatedConstraint(error) !== index) throw error
      }
      const [holder] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(unfinished, kind))
        .limit(1)
      return { busy: holder?.id as string | undefined }
    },

    /** Queued → running; false when it is no longer queued (failed as stale before it started). */
    start: (id: string) => {
      const at = now()
      return write(id, { status: 'running', startedAt: at, heartbeatAt: at }, eq(table.status, 'queued'))
    },

    beat,

    /**
     * Beats every HEARTBEAT_MS until the answered function stops it: a job alive but slow between saves is not
     * taken for a dead one. Unref'd, so it never keeps a closing process up.
     */
    keepAlive: (id: string) => {
      const timer = setInterval(() => void beat(id).catch(() => {}), HEARTBEAT_MS).unref()
      return () => clearInterval(timer)
    },

    /** Ends the job with `values` (its last counts, its failure); false when it had ended already. */
    finish: (id: string, status: 'done' | 'failed', values: PgUpdateSetSource<T> = {}) => {
      const at = now()
      return write(id, { ...values, status, finishedAt: at, heartbeatAt: at })
    },

    /**
     * Fails the jobs whose process stopped beating, setting `values` (the failure saying so); `where` narrows
     * them (one job, not this process's own).
     */
    failStale: async (values: PgUpdateSetSource<T>, where?: SQL) => {
      const at = now()
      const limit =
        at instanceof Date
          ? new Date(at.getTime() - STALE_SECONDS * 1000)
          : sql`${at} - make_interval(secs => ${STALE_SECONDS})`
      await db
        .update(table)
        .set({ ...values, status: 'failed', finishedAt: at } as PgUpdateSetSource<T>)
        .where(and(where, unfinished, lt(sql`coalesce(${table.heartbeatAt}, ${table.createdAt})`, limit)))
    },
  }
}
