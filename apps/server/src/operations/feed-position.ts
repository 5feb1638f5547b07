import { sql } from 'drizzle-orm'
import type { ChangeFeed } from '../catalog/change-feed'
import type { Database } from '../db/client'
import { catalogChanges } from '../db/schema/index'

/** Where this process's change feed stands against the change log in the database. */
export type FeedPosition = {
  /** The newest change in the log (0 when it is empty). */
  head: number
  /**
   * How long ago the oldest change written by another process and not yet applied here was written, in
   * seconds; 0 when there is none. This process's own changes are left out: it applied them as it wrote
   * them (decision 020), even before its feed reads them back.
   */
  lagSeconds: number
}

/**
 * One round trip, two index lookups on the log's primary key (its newest number, and the first change
 * after the last one applied), cheap enough for every probe and scrape. Ages are measured on the
 * database's clock, the one that stamped the changes, so the servers' clocks do not matter.
 */
export async function readFeedPosition(
  db: Database,
  feed: Pick<ChangeFeed, 'origin' | 'status'>,
): Promise<FeedPosition> {
  const { applied } = feed.status()
  const result = (await db.execute(sql`
    select
      (select coalesce(max(${catalogChanges.seq}), 0) from ${catalogChanges})::float8 as head,
      (select extract(epoch from clock_timestamp() - ${catalogChanges.at})
        from ${catalogChanges}
        where ${catalogChanges.seq} > ${applied} and ${catalogChanges.origin} <> ${feed.origin}
        order by ${catalogChanges.seq}
        limit 1)::float8 as lag`)) as unknown as {
    rows: { head: number | string; lag: number | string | null }[]
  }
  const row = result.rows[0]
  return { head: Number(row?.head ?? 0), lagSeconds: Math.max(0, Number(row?.lag ?? 0)) }
}
