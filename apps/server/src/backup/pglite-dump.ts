import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'

/**
 * A table whose data is dumped by a pg_dump run of its own above this size on disk. The WebAssembly pg_dump hands
 * its whole output back as one JavaScript string, which cannot pass 512 MB: one run for the whole database failed
 * at 100,000 products with 50,000 quotes (ERR_STRING_TOO_LONG). A table is about as large again as INSERTs.
 */
const OWN_RUN_BYTES = 64 * 1024 * 1024

/**
 * PGlite's database as one plain-SQL dump in `file`, the same script a single pg_dump run writes, made of several
 * runs so that no run's output nears the string limit: the schema without its indexes, constraints and triggers
 * (`--section=pre-data`), the data of every table but the large ones, each large table's data alone, then the
 * indexes, constraints and triggers (`--section=post-data`). Loaded in that order, nothing depends on the order of
 * the data. A single table larger than ~512 MB as INSERTs still cannot be dumped this way (the README says so).
 *
 * The runs share the instance's one session: nothing else may write between them (a copy of the cluster, or the
 * caller holds the instance). Each run leaves its transaction and settings on the session: undone after it.
 */
export async function writePgliteDump(
  pg: PGlite,
  options: string[],
  file: string,
  ownRunBytes = OWN_RUN_BYTES,
) {
  const large = await largeTables(pg, ownRunBytes)
  const runs = [
    ['--section=pre-data'],
    ['--section=data', ...large.flatMap((table) => ['--exclude-table-data', table])],
    ...large.map((table) => ['--section=data', `--table=${table}`]),
    ['--section=post-data'],
  ]
  async function* script() {
    for (const run of runs) {
      let dump: File
      try {
        dump = await pgDump({ pg, args: [...options, ...run] })
      } finally {
        await pg.exec('ROLLBACK; RESET ALL')
      }
      yield* dump.stream() as unknown as AsyncIterable<Uint8Array>
    }
  }
  // One stream of every run's output, into the file (back-pressure and errors as one pipeline).
  await pipeline(Readable.from(script()), createWriteStream(file))
}

/** The tables (schema-qualified, quoted) whose data gets a run of its own. */
async function largeTables(pg: PGlite, ownRunBytes: number) {
  const { rows } = await pg.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%' and pg_total_relation_size(c.oid) > $1
      order by pg_total_relation_size(c.oid) desc`,
    [ownRunBytes],
  )
  return rows.map((row) => row.name)
}
