import { API_KEY_PREFIX, AUTH_ERROR_CODES, isStaff, mayUse, type StaffArea } from '@escudo/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { actAs, inActorScope } from '../db/actor'
import type { ApiKey, User } from '../db/schema/index'
import { codedProblem, forbidden } from '../lib/errors'
import { accountMessages } from './account-messages'
import { scopeFor } from './api-key-scopes'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid access token of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest hook: `authenticate`, then 403 unless the user is staff (any staff role). Or an API key
     * (`Bearer esk_…`, issue 37): 401 unless it is valid, 429 past its rate limit, 403 unless its scopes allow the
     * route (api-key-scopes.ts).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook, after `requireStaff`: 403 unless the staff member's role may use `area`. */
    requireArea: (area: StaffArea) => (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    /**
     * The signed-in user; set by `authenticate`, null elsewhere. With an API key: the admin who created it (what
     * needs a person, such as the language of an export or the author of an estimate message, is theirs).
     */
    user: User | null
    /** The API key the request came with, behind `requireStaff`; null for a signed-in person. */
    apiKey: ApiKey | null
  }
}

/** `request.user` behind a guard, where it is always set. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new Error('currentUser() used on a route without the authenticate guard')
  return request.user
}

/**
 * The role comes from the database, not only from the token, so a disabled or
 * demoted account loses access at once rather than when its token expires.
 */
async function guards(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('apiKey', null)
  // Each request's writes happen in a scope of their own, where a staff member is named as their actor once
  // signed in (the audit log: db/actor.ts). Callback style, so the rest of the request runs inside it.
  app.addHook('onRequest', (_request, _reply, done) => inActorScope(done))

  const reject = (reply: FastifyReply, error?: 'invalid_token') => {
    reply.header('www-authenticate', `Bearer realm="escudo"${error ? `, error="${error}"` : ''}`)
    return error
      ? codedProblem(401, AUTH_ERROR_CODES.invalidToken, accountMessages.invalidSession)
      : codedProblem(401, 'unauthorized', accountMessages.signIn)
  }

  /** The bearer token of the request; 401 without one. */
  const bearerToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const header = request.headers.authorization
    if (!header) throw reject(reply)
    const [scheme, token, ...rest] = header.trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw reject(reply, 'invalid_token')
    return token
  }

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await app.accessTokens.verify(bearerToken(request, reply))
    const user = claims && (await app.usersRepository.findById(claims.sub))
    if (!user || user.disabledAt) throw reject(reply, 'invalid_token')
    request.user = user
  }

  /**
   * An API key, looked up on every request (a revoked or expired key fails at once in every process). It works while
   * the admin who created it is an active admin.
   */
  const authenticateKey = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const found = await app.apiKeys.find(token)
    const creator = found?.creator
    if (!found || !creator || creator.disabledAt || creator.role !== 'admin') {
      reply.header('www-authenticate', 'Bearer realm="escudo", error="invalid_token"')
      throw codedProblem(401, AUTH_ERROR_CODES.invalidToken, accountMessages.invalidApiKey)
    }
    const { key } = found
    await app.rateLimiter.consume('apiKey', key.id, reply)
    const scope = scopeFor(request.method, request.routeOptions.url ?? '')
    if (!scope) throw forbidden(accountMessages.apiKeyRefusals.never)
    if (!key.scopes.includes(scope)) throw forbidden(accountMessages.apiKeyRefusals.outOfScope(scope))
    request.user = creator
    request.apiKey = key
    actAs({ apiKeyId: key.id, name: `API key "${key.name}" (${key.prefix}…)` })
    await app.apiKeys.markUsed(key.id)
  }

  const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request, reply)
    if (token.startsWith(API_KEY_PREFIX)) return authenticateKey(request, reply, token)
    await authenticate(request, reply)
    if (!isStaff(request.user?.role)) throw forbidden(accountMessages.areaRefusals.overview)
    actAs({ id: request.user!.id, name: request.user!.name })
  }

  // A key's scope was checked by requireStaff: the areas are the staff roles'.
  const requireArea = (area: StaffArea) => async (request: FastifyRequest) => {
    if (request.apiKey) return
    if (!mayUse(request.user?.role, area)) throw forbidden(accountMessages.areaRefusals[area])
  }

  app.decorate('authenticate', authenticate)
  app.decorate('requireStaff', requireStaff)
  app.decorate('requireArea', requireArea)
}

export default fp(guards, {
  name: 'auth-guards',
  dependencies: ['access-tokens', 'users-repository', 'api-keys-repository', 'rate-limiter'],
})
