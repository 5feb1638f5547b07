import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Keys other programs (an ERP, a CRM) send as `Authorization: Bearer esk_…` on the back office's API (issue 37,
 * decision 050). Only a SHA-256 of the key is kept (`token_hash`, hidden from the audit log like the other token
 * hashes): the key is 256 random bits, so a slow hash adds nothing. `prefix` (the key's first characters) is what
 * lists show. Keys are revoked, never deleted, so the audit log's entries keep pointing at them.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: at('expires_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Written at most about once a minute per key (api-keys-repository.ts), not on every request. */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('api_keys_hash_unique').on(table.tokenHash),
    index('api_keys_created').on(table.createdAt),
  ],
)

export type ApiKey = typeof apiKeys.$inferSelect
