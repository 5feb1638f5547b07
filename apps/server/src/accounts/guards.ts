import { AUTH_ERROR_CODES, isStaff, mayUse, type StaffArea } from '@escudo/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { actAs, inActorScope } from '../db/actor'
import type { User } from '../db/schema/index'
import { codedProblem, forbidden } from '../lib/errors'
import { accountMessages } from './account-messages'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid access token of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook: `authenticate`, then 403 unless the user is staff (any staff role). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook, after `requireStaff`: 403 unless the staff member's role may use `area`. */
    requireArea: (area: StaffArea) => (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, null elsewhere. */
    user: User | null
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
  // Each request's writes happen in a scope of their own, where a staff member is named as their actor once
  // signed in (the audit log: db/actor.ts). Callback style, so the rest of the request runs inside it.
  app.addHook('onRequest', (_request, _reply, done) => inActorScope(done))

  const reject = (reply: FastifyReply, error?: 'invalid_token') => {
    reply.header('www-authenticate', `Bearer realm="escudo"${error ? `, error="${error}"` : ''}`)
    return error
      ? codedProblem(401, AUTH_ERROR_CODES.invalidToken, accountMessages.invalidSession)
      : codedProblem(401, 'unauthorized', accountMessages.signIn)
  }

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization
    if (!header) throw reject(reply)
    const [scheme, token, ...rest] = header.trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw reject(reply, 'invalid_token')
    const claims = await app.accessTokens.verify(token)
    const user = claims && (await app.usersRepository.findById(claims.sub))
    if (!user || user.disabledAt) throw reject(reply, 'invalid_token')
    request.user = user
  }

  const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (!isStaff(request.user?.role)) throw forbidden(accountMessages.areaRefusals.overview)
    actAs({ id: request.user!.id, name: request.user!.name })
  }

  const requireArea = (area: StaffArea) => async (request: FastifyRequest) => {
    if (!mayUse(request.user?.role, area)) throw forbidden(accountMessages.areaRefusals[area])
  }

  app.decorate('authenticate', authenticate)
  app.decorate('requireStaff', requireStaff)
  app.decorate('requireArea', requireArea)
}

export default fp(guards, { name: 'auth-guards', dependencies: ['access-tokens', 'users-repository'] })
