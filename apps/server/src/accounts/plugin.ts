import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import accessTokens from './access-tokens'
import accountChanges from './account-changes-repository'
import apiKeysRepository from './api-keys-repository'
import { ensureAdmin } from './bootstrap-admin'
import guards from './guards'
import passwordResetsRepository from './password-resets-repository'
import refreshTokensRepository from './refresh-tokens-repository'
import sessions from './sessions'
import staffRepository from './staff-repository'
import usersRepository from './users-repository'

/** The staff account from ADMIN_EMAIL, then users, tokens and guards, in dependency order. */
async function accounts(app: FastifyInstance) {
  if (app.config.admin) {
    const result = await ensureAdmin(app.db, app.config.admin)
    app.log.info({ email: app.config.admin.email, result }, 'staff account from ADMIN_EMAIL')
  }
  await app.register(usersRepository)
  await app.register(refreshTokensRepository)
  await app.register(passwordResetsRepository)
  await app.register(accountChanges)
  await app.register(accessTokens)
  await app.register(sessions)
  await app.register(apiKeysRepository)
  await app.register(guards)
  await app.register(staffRepository)
}

export default fp(accounts, { name: 'accounts', dependencies: ['db', 'clock', 'mail'] })
