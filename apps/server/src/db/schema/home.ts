import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { products } from './products'

/** Home page banners, shown in `position` order while now is inside their active window. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    link: text('link').notNull(),
    imageSvg: text('image_svg'),
    imagePath: text('image_path'),
    imageAlt: text('image_alt').notNull(),
    /** English texts (issue 22); null where not translated: the English home shows the Portuguese. */
    titleEn: text('title_en'),
    subtitleEn: text('subtitle_en'),
    linkEn: text('link_en'),
    imageAltEn: text('image_alt_en'),
    position: integer('position').notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banners_position').on(table.position),
    check('banners_image_source', sql`(${table.imageSvg} is null) <> (${table.imagePath} is null)`),
    check(
      'banners_window',
      sql`${table.activeFrom} is null or ${table.activeUntil} is null or ${table.activeFrom} < ${table.activeUntil}`,
    ),
  ],
)

/** Curated products of the home page, in order. */
export const highlights = pgTable(
  'highlights',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('highlights_position_unique').on(table.position)],
)

export type BannerRow = typeof banners.$inferSelect
