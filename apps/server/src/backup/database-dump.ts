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
 * (`@electric-sql/pglite-tools`) on the open instance, counted before and after (nothing else may write: the CLI
 * opens a stopped server's data dir).
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

const ATTEMPTS = 3

async function dumpPglite(database: DatabaseHandle, file: string) {
  const pg = database.pglite
  if (!pg) throw new Error('the embedded database handle has no PGlite instance')
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await databaseFacts(database.db, 'pglite')
    const dump = await pgDump({ pg, args: DUMP_OPTIONS })
    const after = await databaseFacts(database.db, 'pglite')
    if (JSON.stringify(before.tables) !== JSON.stringify(after.tables)) continue
    await pipeline(
      Readable.fromWeb(dump.stream() as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    )
    return after
  }
  throw new Error(`the embedded database changed during ${ATTEMPTS} dumps in a row: stop what writes to it`)
}
