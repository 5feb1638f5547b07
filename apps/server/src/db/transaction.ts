import type { Database } from './client'

/**
 * Runs `work` in one transaction and hands it the transaction as the app's one `Database` type (drizzle
 * types a transaction apart from the database it came from, though both run the same queries).
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database))

/** The constraint a unique violation names (the driver's error, under drizzle's wrapper); else undefined. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return (cause as { constraint?: string }).constraint
  return undefined
}
