import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import { startWorker } from '../lib/worker-file'
import { databaseFacts } from './database-facts'
import type { DumpWorkerData } from './dump-worker'
import type { Manifest } from './manifest'
import { writePgliteDump } from './pglite-dump'
import { runClient } from './postgres-client-tools'

// pg_dump's options on both databases: no owner or grants, so a restore works under whatever role runs it.
const DUMP_OPTIONS = ['--no-owner', '--no-privileges']

/**
 * Dumps the database into `file` as plain SQL, consistent at one moment, and answers what the manifest says of
 * it. PostgreSQL: one REPEATABLE READ transaction exports its snapshot, `pg_dump --snapshot` dumps exactly that,
 * and the rows are counted in that same snapshot, while writes go on. PGlite: its WebAssembly pg_dump
 * (`@electric-sql/pglite-tools`), on a copy of the cluster's files on a worker thread (see `dumpPglite`).
 */
export async function dumpDatabase(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  file: string,
): Promise<Manifest['database']> {
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('dumping PostgreSQL needs its URL (DATABASE_URL)')
    return dumpPostgres(database, databaseUrl, file)
  }
  return dumpPglite(database, file)
}

async function dumpPostgres(database: DatabaseHandle, url: string, file: string) {
  return database.db.transaction(
    async (tx) => {
      const result = (await tx.execute(sql`select pg_export_snapshot() as snapshot`)) as unknown as {
        rows: { snapshot: string }[]
      }
      const snapshot = result.rows[0]!.snapshot
      const dumped = runClient('pg_dump', url, [...DUMP_OPTIONS, `--snapshot=${snapshot}`, `--file=${file}`])
      dumped.catch(() => undefined) // awaited below, after the counts
      try {
        // Counted while pg_dump runs, in the snapshot it dumps; the transaction must outlive pg_dump's start.
        return await databaseFacts(tx, 'postgres')
      } finally {
        await dumped
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Tries at the counts of a dump that raced a write (a single statement between the counts and the dump). */
const DUMP_ATTEMPTS = 3

/**
 * PGlite. On disk (a server's DATA_DIR), the cluster's files are copied at one moment (`snapshotFiles`: a
 * checkpoint, then a copy while no statement runs — about a second per few hundred MB) and the copy is dumped on
 * a worker thread: writes and reads go on meanwhile, and the server's event loop stays free (decision 043, part 4).
 * In memory (tests, the bench's scratch databases) there are no files: the dump runs on the instance itself.
 */
async function dumpPglite(database: DatabaseHandle, file: string) {
  if (database.snapshotFiles) return dumpCopy(database.snapshotFiles, file)
  return dumpInstance(database, file)
}

async function dumpCopy(snapshotFiles: (into: string) => Promise<void>, file: string) {
  const cluster = `${file}.cluster`
  try {
    await snapshotFiles(cluster)
    const data: DumpWorkerData = { cluster, file, args: DUMP_OPTIONS }
    const worker = startWorker(import.meta.url, 'dump-worker', { workerData: data })
    // Answered once the thread has ended: its PGlite writes into the copy until closed, and the copy goes next.
    return await new Promise<Manifest['database']>((resolve, reject) => {
      let facts: Manifest['database'] | undefined
      let failure: Error | undefined
      worker.once('message', (message: { facts: Manifest['database'] }) => (facts = message.facts))
      worker.once('error', (error) => (failure = error))
      worker.once('exit', (code) => {
        if (facts && code === 0) resolve(facts)
        else
          reject(
            failure ?? new Error(`the dump's worker thread stopped (exit code ${code}) before it answered`),
          )
      })
    })
  } finally {
    await rm(cluster, { recursive: true, force: true })
  }
}

/**
 * Each of the dump's runs (`writePgliteDump`) runs synchronously on the instance (WebAssembly pg_dump over PGlite's
 * one session), so no other query of this process runs inside it. A transaction of the app left open across an `await` would be, though: in
 * a running server the dump runs in `database.exclusive`, between the app's transactions (new ones wait for it).
 * pg_dump leaves its own read-only transaction open and its settings (`restrict_nonsystem_relation_kind`,
 * `row_security`…) on the session it shares with the app: both are undone after it, or every later write would
 * fail. A single statement (no transaction) may still run between the counts and the dump: counts that differ
 * before and after retry it.
 */
async function dumpInstance(database: DatabaseHandle, file: string) {
  const pg = database.pglite
  if (!pg) throw new Error('the embedded database handle has no PGlite instance')
  const alone = database.exclusive ?? (<T>(work: () => Promise<T>) => work())
  for (let attempt = 1; ; attempt++) {
    const facts = await alone(async () => {
      const before = await databaseFacts(database.db, 'pglite')
      await writePgliteDump(pg, DUMP_OPTIONS, file)
      const after = await databaseFacts(database.db, 'pglite')
      return JSON.stringify(before.tables) === JSON.stringify(after.tables) ? after : undefined
    })
    if (facts) return facts
    if (attempt === DUMP_ATTEMPTS) {
      throw new Error('the embedded database changed during the dump: something else writes to it')
    }
  }
}
