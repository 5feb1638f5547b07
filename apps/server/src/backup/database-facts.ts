import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { BackupRefusedError, type Manifest } from './manifest'
import { withTag } from './schema-version'

/** A database, or one transaction of it (the dump's snapshot). */
export type Executor = Pick<Database, 'execute'>

type Row = Record<string, unknown>
const rowsOf = async (executor: Executor, query: ReturnType<typeof sql>) =>
  ((await executor.execute(query)) as unknown as { rows: Row[] }).rows

/** Every table of the database but the system's (`schema.table`), each quoted for a statement. */
export async function userTables(executor: Executor): Promise<{ name: string; quoted: string }[]> {
  const rows = await rowsOf(
    executor,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
        order by 1, 2`,
  )
  return rows.map(({ schema, name }) => ({
    name: `${String(schema)}.${String(name)}`,
    quoted: `${quoteIdent(String(schema))}.${quoteIdent(String(name))}`,
  }))
}

/** Rows per table, as this executor sees them (in the dump's transaction: the dump's counts). */
export async function countRows(executor: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await userTables(executor)) {
    const [row] = await rowsOf(executor, sql.raw(`select count(*)::int as n from ${table.quoted}`))
    counts[table.name] = Number(row!.n)
  }
  return counts
}

/** What the manifest says of the database: kind, server version, last migration and rows per table. */
export async function databaseFacts(
  executor: Executor,
  kind: Manifest['database']['kind'],
): Promise<Manifest['database']> {
  const [version] = await rowsOf(executor, sql`select current_setting('server_version') as version`)
  return {
    kind,
    serverVersion: String(version!.version),
    migration: await lastMigration(executor),
    tables: await countRows(executor),
  }
}

async function lastMigration(executor: Executor) {
  const [exists] = await rowsOf(executor, sql`select to_regclass('drizzle.__drizzle_migrations') as table`)
  const [row] = exists?.table
    ? await rowsOf(
        executor,
        sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
            order by created_at desc limit 1`,
      )
    : []
  if (!row) {
    throw new BackupRefusedError(
      'the database has no schema migration applied (drizzle.__drizzle_migrations): is it an Escudo database? Start the server on it once',
    )
  }
  return withTag({ createdAt: Number(row.created_at), hash: String(row.hash) })
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
