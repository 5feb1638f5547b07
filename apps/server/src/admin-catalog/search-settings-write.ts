import type { ChangeFeed } from '../catalog/change-feed'
import type { Database } from '../db/client'
import { inTransaction } from '../db/transaction'

/**
 * A write to how the searches are steered (synonym sets, rules: issue 36): `work` in a transaction that also
 * records a `search-settings` change (the other processes re-read them), then, after the commit, the new
 * settings applied to this process's index (read-your-writes).
 */
export const searchSettingsWriter =
  (db: Database, changes: ChangeFeed) =>
  async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const { done, seq } = await inTransaction(db, async (tx) => {
      const done = await work(tx)
      return { done, seq: await changes.record(tx, 'search-settings') }
    })
    await changes.applyOwnSearchSettings(seq)
    return done
  }
