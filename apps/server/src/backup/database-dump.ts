import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import { databaseFacts } from './database-facts'
import type { Manifest } from './manifest'
import { runClient } from './postgres-client-tools'

// pg_dump's options on both databases: no owner or grants, so a restore works under whatever role runs it.
const DUMP_OPTIONS = ['--no-owner', '--no-privileges']

/**
 * Dumps the database into `file` as plain SQL, consistent at one moment, and answers what the manifest says of
 * it. PostgreSQL: one REPEATABLE READ transaction exports its snapshot, `pg_dump --snapshot` dumps exactly that,
 * and the rows are counted in that same snapshot, while writes go on. PGlite: its WebAssembly pg_dump
 * (`@electric-sql/pglite-tools`) on an instance nothing else uses (see `dumpPglite`).
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

/**
 * The whole dump runs synchronously on the instance (WebAssembly pg_dump over PGlite's one session), so no other
 * query of this process runs inside it; but a transaction of the app left open across an `await` would be
 * inside it. So the instance must be this backup's alone: the CLI opens a stopped server's data dir. A backup
 * from inside a running server (a later part) must first keep the app's transactions out. The counts before and
 * after catch a write that raced the dump anyway.
 */
async function dumpPglite(database: DatabaseHandle, file: string) {
  const pg = database.pglite
  if (!pg) throw new Error('the embedded database handle has no PGlite instance')
  const before = await databaseFacts(database.db, 'pglite')
  const dump = await pgDump({ pg, args: DUMP_OPTIONS })
  const after = await databaseFacts(database.db, 'pglite')
  if (JSON.stringify(before.tables) !== JSON.stringify(after.tables)) {
    throw new Error('the embedded database changed during the dump: something else writes to it')
  }
  await pipeline(
    Readable.fromWeb(dump.stream() as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(file),
  )
  return after
}
