import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from './client'

/** The hour (Brazil) of the embedded database's nightly vacuum: after the audit log's prune at 4:00. */
export const EMBEDDED_VACUUM_HOUR = 5

/**
 * PGlite runs no autovacuum (one backend, no background workers): without a vacuum its tables' visibility maps
 * stay empty, so every count reads whole tables (the back office's product list and audit log counted 20 MB and
 * 60 MB of rows per page at 10,000 products and 100,000 entries, issue 32) and statistics go stale. Vacuums and
 * analyses the embedded database; PostgreSQL's autovacuum does it there, so nothing is done on it.
 */
export async function vacuumEmbedded(handle: DatabaseHandle) {
  if (handle.kind !== 'pglite') return
  await handle.db.execute(sql`vacuum (analyze)`)
}
