import { API_KEY_PREFIX, type ApiKeyScope } from '@escudo/contracts'
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { apiKeys, users, type ApiKey, type User } from '../db/schema/index'
import { inTransaction } from '../db/transaction'
import { hashToken, randomToken } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeysRepository
  }
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>
export type ApiKeyRow = ApiKey & { createdByName: string | null }

/** `esk_` and the key's first 8 random characters: enough to tell keys apart in a list, useless to guess one. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8
/** A key's last use is written at most this often (per process, and the update skips a fresher row). */
const LAST_USE_EVERY_MS = 60_000

/**
 * API keys (issue 37, decision 050). The key is `esk_` and 256 random bits in base64url, shown once; the table
 * keeps its SHA-256. Every request looks its key up (revocation and expiry count on the next request in every
 * process); the last use is written about once a minute.
 */
export function apiKeysRepository(db: Database, now: () => Date) {
  const lastUseWritten = new Map<string, number>()

  return {
    /** Creates a key; `key` is returned here only. */
    async create(input: { name: string; scopes: ApiKeyScope[]; expiresAt: Date | null; createdBy: User }) {
      const key = API_KEY_PREFIX + randomToken()
      const [row] = await inTransaction(db, (tx) =>
        tx
          .insert(apiKeys)
          .values({
            name: input.name,
            prefix: key.slice(0, PREFIX_LENGTH),
            tokenHash: hashToken(key),
            scopes: input.scopes,
            expiresAt: input.expiresAt,
            createdBy: input.createdBy.id,
            createdAt: now(),
          })
          .returning(),
      )
      return { key, row: { ...row!, createdByName: input.createdBy.name } }
    },

    /** Every key, revoked and expired ones too, newest first. */
    list: (): Promise<ApiKeyRow[]> =>
      db
        .select({ key: apiKeys, createdByName: users.name })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
        .then((rows) => rows.map((row) => ({ ...row.key, createdByName: row.createdByName }))),

    /** Revokes a key not revoked yet; false when there is no such key (or it was revoked already). */
    revoke: async (id: string): Promise<boolean> => {
      const revoked = await inTransaction(db, (tx) =>
        tx
          .update(apiKeys)
          .set({ revokedAt: now() })
          .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
          .returning({ id: apiKeys.id }),
      )
      return revoked.length > 0
    },

    /**
     * The key of `token` with the account that created it, if the key exists, is neither revoked nor expired; else
     * undefined.
     */
    async find(token: string): Promise<{ key: ApiKey; creator: User | null } | undefined> {
      if (!token.startsWith(API_KEY_PREFIX)) return undefined
      const [row] = await db
        .select({ key: apiKeys, creator: users })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.tokenHash, hashToken(token)))
      if (!row || row.key.revokedAt) return undefined
      if (row.key.expiresAt && row.key.expiresAt.getTime() <= now().getTime()) return undefined
      return row
    },

    /** Notes the key's use: a write at most once a minute per process, and none when another wrote lately. */
    async markUsed(id: string) {
      const at = now()
      const last = lastUseWritten.get(id)
      if (last !== undefined && at.getTime() - last < LAST_USE_EVERY_MS && at.getTime() >= last) return
      lastUseWritten.set(id, at.getTime())
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(at.getTime() - LAST_USE_EVERY_MS)),
            ),
          ),
        )
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('apiKeys', apiKeysRepository(app.db, app.now))
  },
  { name: 'api-keys-repository', dependencies: ['db', 'clock'] },
)
