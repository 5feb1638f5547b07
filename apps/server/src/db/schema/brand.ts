import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The CNPJs the brand's CAs are held under (set in the back office): a CA held by another CNPJ is a discrepancy. */
export const brandCnpjs = pgTable(
  'brand_cnpjs',
  {
    /** 14 digits, no punctuation. */
    cnpj: text('cnpj').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('brand_cnpjs_format', sql`${table.cnpj} ~ '^[0-9]{14}$'`)],
)

/** A size table shown from the size picker, editable by staff: `coverall` (body measures). */
export const sizeGuides = pgTable('size_guides', {
  id: text('id').primaryKey(),
  /** Column headers in both languages, then one row of cells per size. */
  columns: jsonb('columns').$type<{ pt: string; en: string }[]>().notNull(),
  rows: jsonb('rows').$type<string[][]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type BrandCnpjRow = typeof brandCnpjs.$inferSelect
export type SizeGuideRow = typeof sizeGuides.$inferSelect
