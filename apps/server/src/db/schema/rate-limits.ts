import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every server process (see
 * docs/decisions/004-accounts.md). The key is a hash of rule and subject
 * (email or IP address), so no address is stored in clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window').on(table.windowEndsAt)],
)
