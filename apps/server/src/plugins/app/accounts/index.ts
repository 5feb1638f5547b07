import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import accessTokens from './access-tokens'
import guards from './guards'
import passwordResetsRepository from './password-resets-repository'
import refreshTokensRepository from './refresh-tokens-repository'
import sessions from './sessions'
import usersRepository from './users-repository'

/** Users, tokens and guards, in dependency order. */
async function accounts(app: FastifyInstance) {
  await app.register(usersRepository)
  await app.register(refreshTokensRepository)
  await app.register(passwordResetsRepository)
  await app.register(accessTokens)
  await app.register(sessions)
  await app.register(guards)
}

export default fp(accounts, { name: 'accounts', dependencies: ['db', 'clock'] })
