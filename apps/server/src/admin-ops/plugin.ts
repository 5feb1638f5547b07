import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import auditLog from './audit-log'
import auditRetention from './audit-retention'
import customerAdmin from './customers'
import adminOverview from './overview'
import scheduledBackups from './scheduled-backups'
import viewCounter from './view-counter'

/**
 * The back office's cross-domain views: customer accounts, the overview, product view counts, the audit log and
 * its retention, and the scheduled backups.
 */
async function adminOps(app: FastifyInstance) {
  await app.register(customerAdmin)
  await app.register(adminOverview)
  await app.register(viewCounter)
  await app.register(auditLog)
  await app.register(auditRetention)
  await app.register(scheduledBackups)
}

export default fp(adminOps, { name: 'admin-ops', dependencies: ['db', 'clock', 'accounts'] })
