import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import type { NewUser, User } from '../db/schema/index'
import type { ProfileChanges } from './users-repository'

type Mailer = FastifyInstance['mailer']

type AccountChangesDeps = {
  db: Database
  users: FastifyInstance['usersRepository']
  resets: FastifyInstance['passwordResetsRepository']
  refreshTokens: FastifyInstance['refreshTokensRepository']
  mailer: Mailer
  now: () => Date
}

/**
 * Told in the transaction that creates a customer account (`during`: the webhooks' `customer.created`, which
 * rolls back with it) and after its commit (`after`: the worker's kick). Accounts sit below the domains that
 * listen, so they register here (admin-ops, which has the customer's admin document).
 */
export type AccountCreatedHook = {
  during: (tx: Database, user: User) => Promise<unknown>
  after: () => void
}

/**
 * The account changes that email the person: each writes and queues its email in one transaction (the email
 * is sent only if the change commits); the caller calls `mailer.kick()` after it.
 */
export function accountChanges({ db, users, resets, refreshTokens, mailer, now }: AccountChangesDeps) {
  const createdHooks: AccountCreatedHook[] = []
  return {
    /** `hook` hears of every customer account created from now on (see `AccountCreatedHook`). */
    whenCreated: (hook: AccountCreatedHook) => void createdHooks.push(hook),

    /**
     * A new account, its welcome email and what the `whenCreated` hooks record, in one transaction; undefined
     * when the email is taken.
     */
    register: async (values: NewUser) => {
      const created = await db.transaction(async (tx) => {
        const user = await users.create(values, tx)
        if (user) {
          const email = { to: user.email, locale: user.locale, template: 'welcome' as const }
          await mailer.queue({ ...email, data: { name: user.name } }, tx)
          if (user.role === 'customer') for (const hook of createdHooks) await hook.during(tx, user)
        }
        return user
      })
      if (created?.role === 'customer') for (const hook of createdHooks) hook.after()
      return created
    },

    /** Stores a reset token (its hash) and emails its link; the token itself is sealed in the outbox. */
    requestPasswordReset: (
      user: User,
      reset: { token: string; tokenHash: string; link: string; now: Date; ttlMs: number },
    ) =>
      db.transaction(async (tx) => {
        const { token, tokenHash, link, now } = reset
        const expiresAt = new Date(now.getTime() + reset.ttlMs)
        await resets.insert({ userId: user.id, tokenHash, createdAt: now, expiresAt }, tx)
        const message = { to: user.email, locale: user.locale, template: 'password-reset' as const }
        await mailer.queue({ ...message, data: { name: user.name, link }, secret: token }, tx)
      }),

    /**
     * Uses a reset token once to set a new password: every other link and session of the account ends, and a
     * "password changed" notice is queued. Undefined when the token is not live.
     */
    resetPassword: (tokenHash: string, passwordHash: string, now: Date) =>
      db.transaction(async (tx) => {
        const userId = await resets.consume(tokenHash, now, tx)
        if (!userId) return undefined
        const updated = await users.update(userId, { passwordHash }, tx)
        if (!updated) return undefined
        await resets.invalidateAllOfUser(userId, now, tx)
        await refreshTokens.revokeAllOfUser(userId, now, tx)
        const message = { to: updated.email, locale: updated.locale, template: 'password-changed' as const }
        await mailer.queue({ ...message, data: { name: updated.name } }, tx)
        return updated
      }),

    /** A signed-in person's new password (with any profile changes): other sessions end, a notice is queued. */
    changePassword: (user: User, changes: ProfileChanges & { passwordHash: string }) =>
      db.transaction(async (tx) => {
        const changed = await users.update(user.id, changes, tx)
        await refreshTokens.revokeAllOfUser(user.id, now(), tx)
        const message = {
          to: user.email,
          locale: changed?.locale ?? user.locale,
          template: 'password-changed' as const,
        }
        await mailer.queue({ ...message, data: { name: changed?.name ?? user.name } }, tx)
        return changed ?? user
      }),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountChanges: ReturnType<typeof accountChanges>
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'accountChanges',
      accountChanges({
        db: app.db,
        users: app.usersRepository,
        resets: app.passwordResetsRepository,
        refreshTokens: app.refreshTokensRepository,
        mailer: app.mailer,
        now: app.now,
      }),
    )
  },
  {
    name: 'account-changes-repository',
    dependencies: [
      'db',
      'clock',
      'mail',
      'users-repository',
      'password-resets-repository',
      'refresh-tokens-repository',
    ],
  },
)
