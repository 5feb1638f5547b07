import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { comments, contactMessages } from './customer'
import { outbox } from './outbox'
import { products } from './products'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Product page views, counted in memory and added here in batches (see admin-ops/view-counter.ts),
 * so the public product route never waits for a write.
 */
export const productViews = pgTable('product_views', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
})

/** A comment staff looked at (hid, showed or approved): it no longer awaits attention. */
export const commentReviews = pgTable('comment_reviews', {
  commentId: uuid('comment_id')
    .primaryKey()
    .references(() => comments.id, { onDelete: 'cascade' }),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: at('reviewed_at').notNull(),
})

/** A reply staff emailed to a contact message; the email itself is the outbox row. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('contact_replies_message').on(table.contactMessageId, table.createdAt)],
)

export type ContactReplyRow = typeof contactReplies.$inferSelect
