import { ACCESS_TOKEN_TTL_SECONDS, Role } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { loadJwtSecret } from '../lib/jwt-secret'

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens
  }
}

export type AccessClaims = { sub: string; role: Role }

export type AccessTokens = {
  sign: (user: { id: string; role: Role }) => Promise<string>
  /** The claims of a valid, unexpired token of ours; undefined for anything else. */
  verify: (token: string) => Promise<AccessClaims | undefined>
}

const ISSUER = 'escudo'
const AUDIENCE = 'escudo-api'

/**
 * Access tokens: JWT signed with HS256, 15 minutes, `sub` = user id, `role`.
 * Verification pins the algorithm, so `alg: none` or a token signed another
 * way is refused before its claims are read.
 */
async function accessTokens(app: FastifyInstance) {
  const key = new TextEncoder().encode(await loadJwtSecret(app.config))

  const sign: AccessTokens['sign'] = async (user) => {
    const issuedAt = Math.floor(app.now().getTime() / 1000)
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key)
  }

  const verify: AccessTokens['verify'] = async (token) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: app.now(),
      })
      const role = Role.safeParse(payload.role)
      return payload.sub && role.success ? { sub: payload.sub, role: role.data } : undefined
    } catch {
      return undefined
    }
  }

  app.decorate('accessTokens', { sign, verify })
}

export default fp(accessTokens, { name: 'access-tokens', dependencies: ['clock'] })
