import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One row per refresh token ever issued. Only a SHA-256 of the token is kept
 * (it is 256 random bits, so a slow hash adds nothing). Tokens of one login
 * share a family: rotating marks the old row `rotated_at` and adds a new one;
 * presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
)

/** Password-reset links: hashed like refresh tokens, single use (`used_at`), one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user').on(table.userId),
  ],
)

/**
 * Invitations of staff members (issue 20): the link's token hashed like the others, single use, a week. A new
 * invitation to an e-mail revokes the pending ones to it; accepting creates the account in the same statement
 * that marks the invitation accepted (`user_id`).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'catalogue', 'sales'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    /**
     * When an admin last copied the link by hand (issue 32: a team can start before mail works). The write
     * is what the audit log records: who took the link, and when.
     */
    linkCopiedAt: at('link_copied_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('staff_invitations_hash_unique').on(table.tokenHash),
    index('staff_invitations_email').on(table.email),
    check('staff_invitations_role_known', sql`${table.role} in ('admin', 'catalogue', 'sales')`),
  ],
)

export type RefreshToken = typeof refreshTokens.$inferSelect
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect
export type StaffInvitation = typeof staffInvitations.$inferSelect
