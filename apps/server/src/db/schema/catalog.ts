import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Filter groups: the nine primary groups of product.md and the secondary groups (`glove.size`…).
 * A secondary group applies when `applies_to_group` has `applies_to_option` selected (null: any option).
 */
export const filterGroups = pgTable(
  'filter_groups',
  {
    id: text('id').primaryKey(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    multiple: boolean('multiple').notNull(),
    position: integer('position').notNull(),
    appliesToGroup: text('applies_to_group'),
    appliesToOption: text('applies_to_option'),
  },
  (table) => [check('filter_groups_id_format', sql`${table.id} ~ '^[a-z][a-zA-Z]*(\\.[a-z][a-zA-Z]*)?$'`)],
)

export const filterOptions = pgTable(
  'filter_options',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => filterGroups.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionPt: text('description_pt'),
    descriptionEn: text('description_en'),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.id] }),
    check('filter_options_id_format', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

/** One row per seed that ran, so a seed never runs twice (even across processes). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})

export type FilterGroupRow = typeof filterGroups.$inferSelect
export type FilterOptionRow = typeof filterOptions.$inferSelect
