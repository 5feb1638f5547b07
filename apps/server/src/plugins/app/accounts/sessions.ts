import { randomUUID } from 'node:crypto'
import { ACCESS_TOKEN_TTL_SECONDS, AUTH_ERROR_CODES, type SessionTokens } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '../../../db/schema/index'
import { codedProblem } from '../../../lib/errors'
import { hashToken, randomToken } from '../../../lib/tokens'

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

async function sessions(app: FastifyInstance) {
  const repository = app.refreshTokensRepository
  const rejected = () =>
    codedProblem(401, AUTH_ERROR_CODES.invalidToken, 'A sessão expirou ou foi encerrada. Entre de novo.')

  const start: Sessions['start'] = async (user, familyId = randomUUID()) => {
    const refreshToken = randomToken()
    const now = app.now()
    await repository.insert({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    })
    return {
      accessToken: await app.accessTokens.sign(user),
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    }
  }

  const refresh: Sessions['refresh'] = async (refreshToken) => {
    const now = app.now()
    const row = await repository.findByHash(hashToken(refreshToken))
    if (!row || row.revokedAt) throw rejected()
    if (row.rotatedAt) {
      // A used token came back: whoever holds this family may have stolen it. End the login everywhere.
      app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked')
      await repository.revokeFamily(row.familyId, now)
      throw rejected()
    }
    if (row.expiresAt <= now) throw rejected()
    const user = await app.usersRepository.findById(row.userId)
    if (!user || user.disabledAt || !(await repository.markRotated(row.id, now))) {
      await repository.revokeFamily(row.familyId, now)
      throw rejected()
    }
    return { user, tokens: await start(user, row.familyId) }
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
