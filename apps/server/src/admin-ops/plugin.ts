import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import customerAdmin from './customers'
import adminOverview from './overview'
import viewCounter from './view-counter'

/** The back office's cross-domain views: customer accounts, the overview and product view counts. */
async function adminOps(app: FastifyInstance) {
  await app.register(customerAdmin)
  await app.register(adminOverview)
  await app.register(viewCounter)
}

export default fp(adminOps, { name: 'admin-ops', dependencies: ['db', 'clock', 'accounts'] })
