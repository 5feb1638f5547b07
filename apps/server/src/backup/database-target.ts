import { existsSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { lockDataDir } from '../db/data-dir-lock'
import { countRows, quoteIdent } from './database-facts'
import { BackupRefusedError } from './manifest'
import { runClient } from './postgres-client-tools'
import { statementBatches } from './sql-statements'

/** Where a restore puts the database: the PostgreSQL of DATABASE_URL, or the embedded one in DATA_DIR. */
export type RestoreTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite'
      dataDir: string
      /** An empty cluster (`dumpDataDir`) to restore into instead of creating one (~3 s): for tests. */
      template?: Blob
    }

/** A target checked and ready: `load` restores the dump into it, `close` lets it go. */
export type PreparedDatabase = {
  /** What is there now, when not empty ("the database holds 42 tables (…)"); undefined when empty. */
  contents: string | undefined
  /** Restores the dump; with `replace`, what was there goes (atomically with the load on PostgreSQL). */
  load: (dump: Readable, replace: boolean) => Promise<void>
  /** Rows per table of the restored database. */
  count: () => Promise<Record<string, number>>
  /** What `replace` kept aside (the embedded data dir moved away), for the report. */
  keptAside: () => string | undefined
  /** Undoes a load that failed half-way (the embedded target only: PostgreSQL's is one transaction). */
  discard: () => Promise<void>
  close: () => Promise<void>
}

export function prepareDatabase(target: RestoreTarget): Promise<PreparedDatabase> {
  return target.kind === 'postgres'
    ? preparePostgres(target.url)
    : preparePglite(target.dataDir, target.template)
}

function describeContents(counts: Record<string, number>): string | undefined {
  const tables = Object.entries(counts)
  if (tables.length === 0) return undefined
  const shown = tables
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([name, rows]) => `${name} ${rows} rows`)
  return `the database holds ${tables.length} tables (${shown.join(', ')}${tables.length > 5 ? ', …' : ''})`
}

async function preparePostgres(url: string): Promise<PreparedDatabase> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
  try {
    const contents = describeContents(await countRows(handle.db))
    const schemas = await ourSchemas(handle)
    return {
      contents,
      async load(dump, replace) {
        // One transaction: a failed load, or a failed replacement, leaves the database as it was.
        const drops = replace ? schemas.map((name) => ['-c', `drop schema ${quoteIdent(name)} cascade`]) : []
        const recreate = replace && schemas.includes('public') ? [['-c', 'create schema public']] : []
        await runClient(
          'psql',
          url,
          [
            '-X',
            '-q',
            '-v',
            'ON_ERROR_STOP=1',
            '--single-transaction',
            ...drops.flat(),
            ...recreate.flat(),
            '-f',
            '-',
          ],
          dump,
        )
      },
      count: () => countRows(handle.db),
      keptAside: () => undefined,
      discard: async () => {},
      close: () => handle.close(),
    }
  } catch (error) {
    await handle.close()
    throw error
  }
}

async function ourSchemas(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(
    sql`select nspname from pg_namespace
        where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  )) as unknown as { rows: { nspname: string }[] }
  return result.rows.map((row) => row.nspname)
}

async function preparePglite(dataDir: string, template: Blob | undefined): Promise<PreparedDatabase> {
  const files = path.join(dataDir, 'pglite')
  // Held while looking: a running server on this data dir is refused with its own message.
  const lock = await lockDataDir(dataDir).catch((error: Error) => {
    throw new BackupRefusedError(error.message)
  })
  let entries: string[]
  try {
    entries = existsSync(files) ? await readdir(files) : []
  } finally {
    await lock.release()
  }
  let handle: DatabaseHandle | undefined
  let aside: string | undefined
  return {
    contents: entries.length > 0 ? `DATA_DIR already holds an embedded database (${files})` : undefined,
    async load(dump, replace) {
      if (entries.length > 0) {
        if (!replace) throw new BackupRefusedError(`${files} is not empty`)
        aside = `${files}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
        await rename(files, aside)
      }
      handle = await openDatabase({ kind: 'pglite', dataDir, ...(template ? { template } : {}) })
      // A batch of statements at a time (exec holds all it is given at once: a 46 MB dump whole grew the process by
      // ~350 MB, in 1 MB batches by ~60 MB), in one transaction: all of it or nothing.
      await handle.pglite!.transaction(async (tx) => {
        for await (const batch of statementBatches(dump)) await tx.exec(batch)
      })
    },
    count: () => countRows(handle!.db),
    keptAside: () => aside,
    async discard() {
      await handle?.close()
      handle = undefined
      await rm(files, { recursive: true, force: true })
      if (aside) await rename(aside, files)
      aside = undefined
    },
    close: async () => {
      await handle?.close()
    },
  }
}
