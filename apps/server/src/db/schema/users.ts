import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased: emails are case-insensitive for us. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin', 'catalogue', 'sales'] })
      .notNull()
      .default('customer'),
    company: text('company'),
    cnpj: text('cnpj'),
    phone: text('phone'),
    locale: text('locale', { enum: ['pt-BR', 'en'] })
      .notNull()
      .default('pt-BR'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} in ('customer', 'admin', 'catalogue', 'sales')`),
  ],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
