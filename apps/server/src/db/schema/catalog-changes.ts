import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The catalogue's change log: one row per committed catalogue write (a product, the taxonomy, the banners,
 * the highlights), numbered in commit order. Rows are written by `record_catalog_change()` (migration
 * 0006), which takes a transaction-scoped advisory lock first: the lock is held to the commit, so a
 * higher number never commits before a lower one and a reader that has seen N has seen everything below.
 * Each process applies the rows after the last one it applied (decision 020).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** product, taxonomy, banners or highlights. */
    kind: text('kind').notNull(),
    /** The product's id; null for the taxonomy, banners and highlights (read whole). */
    entityId: text('entity_id'),
    /** The process that wrote it: it applied the change already. */
    origin: text('origin').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_changes_at').on(table.at)],
)

/** One row: changes up to `prunedThrough` were deleted; a process behind it must rebuild instead. */
export const catalogChangeHorizon = pgTable('catalog_change_horizon', {
  id: integer('id').primaryKey().default(1),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
})
