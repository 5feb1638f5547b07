import { inArray, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../db/client'
import { auditLog } from '../db/schema/index'
import { eachDayInBrazil } from '../lib/brazil-daily'

const DAY_MS = 24 * 60 * 60_000
/** Rows per DELETE: each statement is its own short transaction, so the prune never holds locks for long. */
export const PRUNE_BATCH_ROWS = 5000
/** The prune's hour in Brazil: the quiet night, after the CAEPI download's default (3:00). */
const PRUNE_HOUR = 4
// Any 64-bit number works; it only has to be the same in every process of one deployment (as the migrations').
const PRUNE_LOCK_ID = 7_283_901_338

export type PruneOutcome = { outcome: 'pruned'; deleted: number } | { outcome: 'busy' }

/** Embedded databases being pruned: PGlite has one process per data dir (db/data-dir-lock.ts). */
const pruning = new WeakSet<DatabaseHandle>()

/**
 * Claims the prune: with several processes on one PostgreSQL, each plans it every day and the one holding
 * the advisory lock does it, the others leave it (as the migrations serialise, db/client.ts). The lock lives
 * with a connection of its own, so it spans the batches, and ends with it, even when the process dies.
 * Answers the release, or undefined when another holds the claim.
 */
export async function claimAuditPrune(handle: DatabaseHandle): Promise<(() => Promise<void>) | undefined> {
  if (!handle.connectListener) {
    if (pruning.has(handle)) return undefined
    pruning.add(handle)
    return async () => void pruning.delete(handle)
  }
  const client = await handle.connectListener()
  let claimed = false
  try {
    const { rows } = await client.query<{ claimed: boolean }>('select pg_try_advisory_lock($1) as claimed', [
      PRUNE_LOCK_ID,
    ])
    claimed = rows[0]?.claimed === true
  } finally {
    if (!claimed) await client.end()
  }
  // Ending the session lets go of its advisory locks.
  return claimed ? () => client.end() : undefined
}

export type PruneOptions = {
  database: DatabaseHandle
  now: Date
  retentionDays: number
  batchRows?: number
  /** Stops between batches (the server is closing); the rest goes the next day. */
  signal?: AbortSignal
}

/** Deletes the audit log entries older than `retentionDays`, oldest first, `batchRows` per statement. */
export async function pruneAuditLog(options: PruneOptions): Promise<PruneOutcome> {
  const { database, batchRows = PRUNE_BATCH_ROWS } = options
  const release = await claimAuditPrune(database)
  if (!release) return { outcome: 'busy' }
  try {
    const { db } = database
    const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS)
    let deleted = 0
    for (;;) {
      const oldest = db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(lt(auditLog.at, cutoff))
        .orderBy(auditLog.at)
        .limit(batchRows)
      const gone = await db
        .delete(auditLog)
        .where(inArray(auditLog.id, oldest))
        .returning({ id: auditLog.id })
      deleted += gone.length
      if (gone.length < batchRows || options.signal?.aborted) return { outcome: 'pruned', deleted }
    }
  } finally {
    await release()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRetention: {
      /** Prunes now what AUDIT_RETENTION_DAYS lets go; undefined when entries are kept forever (0). */
      pruneNow: (options?: { batchRows?: number }) => Promise<PruneOutcome | undefined>
    }
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const retentionDays = app.config.auditRetentionDays
    const stop = new AbortController()
    let running: Promise<unknown> = Promise.resolve()
    const pruneNow = async (options: { batchRows?: number } = {}) => {
      if (retentionDays === null) return undefined
      const prune = pruneAuditLog({
        database: app.database,
        now: app.now(),
        retentionDays,
        signal: stop.signal,
        ...options,
      })
      running = prune.catch(() => undefined)
      return prune
    }
    app.decorate('auditRetention', { pruneNow })
    if (retentionDays === null) return
    // Each process plans the daily prune; the one that claims it prunes (see claimAuditPrune).
    const daily = eachDayInBrazil(
      PRUNE_HOUR,
      async () => {
        const pruned = await pruneNow()
        if (pruned?.outcome === 'pruned' && pruned.deleted > 0)
          app.log.info({ deleted: pruned.deleted, retentionDays }, 'audit log pruned')
      },
      app.log,
      'daily audit log prune',
    )
    app.addHook('onClose', async () => {
      daily.stop()
      stop.abort()
      await running
    })
  },
  { name: 'audit-retention', dependencies: ['db', 'clock'] },
)
