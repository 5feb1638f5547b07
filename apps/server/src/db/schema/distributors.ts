import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * A distributor that sells the brand's products ("Onde comprar"). Matched by CNPJ when imported from a
 * spreadsheet; `categories` holds the ids of the `category` options it carries.
 */
export const distributors = pgTable(
  'distributors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 14 digits, no punctuation. */
    cnpj: text('cnpj').notNull(),
    name: text('name').notNull(),
    /** Brazilian state (UF), two capital letters. */
    state: text('state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('distributors_cnpj_unique').on(table.cnpj),
    index('distributors_place').on(table.state, table.city),
    check('distributors_cnpj_format', sql`${table.cnpj} ~ '^[0-9]{14}$'`),
    check('distributors_state_format', sql`${table.state} ~ '^[A-Z]{2}$'`),
  ],
)

export type DistributorRow = typeof distributors.$inferSelect
export type NewDistributor = typeof distributors.$inferInsert
