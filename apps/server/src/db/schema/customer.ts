import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { products } from './products'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A product a customer keeps, once per customer, with a private note. */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorites_user_product').on(table.userId, table.productId),
    index('favorites_user_created').on(table.userId, table.createdAt),
  ],
)

/** One comment per customer per product; plain text, never rendered as HTML. Staff may hide it. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: at('hidden_at'),
    editedAt: at('edited_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('comments_product_user').on(table.productId, table.userId),
    index('comments_product_created').on(table.productId, table.createdAt),
    index('comments_created').on(table.createdAt),
  ],
)

/** A message to the brand from the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: at('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created').on(table.createdAt),
    check('contact_messages_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
)

export type Favorite = typeof favorites.$inferSelect
export type Comment = typeof comments.$inferSelect
export type ContactMessage = typeof contactMessages.$inferSelect
