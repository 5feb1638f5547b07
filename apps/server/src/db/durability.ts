import type { DatabaseKind } from '@escudo/contracts'

/**
 * What a production server on the embedded database must say at start-up, or undefined. PGlite 0.5 runs
 * PostgreSQL with fsync off, and its Node file system turns fsync and fdatasync into no-ops, so nothing
 * reaches the disk before the OS writes it back (decision record 019).
 */
export function durabilityWarning(kind: DatabaseKind, nodeEnv: string): string | undefined {
  if (kind !== 'pglite' || nodeEnv !== 'production') return undefined
  return (
    'The embedded database does not flush commits to disk: acknowledged writes survive a crash of this ' +
    'process, not of the machine (power loss, kernel panic). For durable commits use PostgreSQL ' +
    '(DATABASE_URL); see "Scaling out" in the README.'
  )
}
