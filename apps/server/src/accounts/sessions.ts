import { createHmac, randomUUID } from 'node:crypto'
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_ERROR_CODES, type SessionTokens } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '../db/schema/index'
import { codedProblem } from '../lib/errors'
import { accountMessages } from './account-messages'
import { loadJwtSecret } from '../lib/jwt-secret'
import { hashToken, randomToken } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions
  }
}

export type Sessions = {
  /** A new access token and refresh token; `familyId` continues a login, absent starts one. */
  start: (user: Pick<User, 'id' | 'role'>, familyId?: string) => Promise<SessionTokens>
  /** Trades a refresh token for a new pair; throws 401 for anything but a live token. */
  refresh: (refreshToken: string) => Promise<{ user: User; tokens: SessionTokens }>
  /** Logout: the token's whole login (family) stops working. Unknown tokens are ignored. */
  end: (refreshToken: string) => Promise<void>
}

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * How long a just-rotated refresh token still answers, with the same new pair: two tabs that refresh at
 * the same moment both stay signed in (as Auth0's and Okta's "reuse interval"). Past it, reuse revokes.
 */
export const REFRESH_GRACE_MS = 10_000

async function sessions(app: FastifyInstance) {
  const repository = app.refreshTokensRepository
  const rejected = () => codedProblem(401, AUTH_ERROR_CODES.invalidToken, accountMessages.endedSession)

  // A token's successor is derived from it with a server key, not drawn at random: whoever presents the
  // token again within the grace window gets the same new refresh token, though the database keeps hashes
  // only. Without the key, a token tells nothing about its successor.
  const secret = await loadJwtSecret(app.config)
  const successorOf = (refreshToken: string) =>
    createHmac('sha256', secret).update(`refresh-successor\n${refreshToken}`).digest('base64url')

  const tokensFor = async (user: Pick<User, 'id' | 'role'>, refreshToken: string) => ({
    accessToken: await app.accessTokens.sign(user),
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  })

  const rowOf = (user: Pick<User, 'id'>, familyId: string, refreshToken: string, now: Date) => ({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  })

  const start: Sessions['start'] = async (user, familyId = randomUUID()) => {
    const refreshToken = randomToken()
    await repository.insert(rowOf(user, familyId, refreshToken, app.now()))
    return tokensFor(user, refreshToken)
  }

  const refresh: Sessions['refresh'] = async (refreshToken) => {
    const now = app.now()
    const row = await repository.findByHash(hashToken(refreshToken))
    if (!row || row.revokedAt || row.expiresAt <= now) throw rejected()
    const user = await app.usersRepository.findById(row.userId)
    if (!user || user.disabledAt) {
      await repository.revokeFamily(row.familyId, now)
      throw rejected()
    }
    const successor = successorOf(refreshToken)
    // Rotation and the successor's row commit together: a refresh that loses the race finds both.
    if (!row.rotatedAt && (await repository.rotate(row.id, now, rowOf(user, row.familyId, successor, now)))) {
      return { user, tokens: await tokensFor(user, successor) }
    }
    const rotated = row.rotatedAt ? row : await repository.findByHash(row.tokenHash)
    const inGrace =
      rotated?.rotatedAt &&
      !rotated.revokedAt &&
      now.getTime() - rotated.rotatedAt.getTime() <= REFRESH_GRACE_MS
    if (inGrace && (await repository.isLive(hashToken(successor), now))) {
      return { user, tokens: await tokensFor(user, successor) }
    }
    // A used token came back: whoever holds this family may have stolen it. End the login everywhere.
    app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked')
    await repository.revokeFamily(row.familyId, now)
    throw rejected()
  }

  const end: Sessions['end'] = async (refreshToken) => {
    const row = await repository.findByHash(hashToken(refreshToken))
    if (row) await repository.revokeFamily(row.familyId, app.now())
  }

  app.decorate('sessions', { start, refresh, end })
}

export default fp(sessions, {
  name: 'sessions',
  dependencies: ['clock', 'access-tokens', 'refresh-tokens-repository', 'users-repository'],
})
