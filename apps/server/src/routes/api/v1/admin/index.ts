import { MeResponse, type StaffArea } from '@escudo/contracts'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { userResource } from '../../../../accounts/resources'
import { changesNoPublicPage } from '../../../../pages/public-writes'
import { adminCommentRoutes } from './comments'
import { adminContactRoutes } from './contact-messages'
import { adminApiKeyRoutes } from './api-keys'
import { adminAuditRoutes, estimateHistoryRoutes, productHistoryRoutes } from './audit'
import { adminBackupRoutes } from './backups'
import { adminBannerRoutes } from './banners'
import { adminBulkActionRoutes } from './bulk-actions'
import { adminCaCheckRoutes } from './ca-checks'
import { adminCaRegistryRoutes } from './ca-registry'
import { adminCustomerRoutes } from './customers'
import { adminDistributorRoutes } from './distributors'
import { adminEstimateRoutes } from './estimates'
import { adminExportRoutes } from './exports'
import { adminImportRoutes } from './imports'
import { adminMailStatusRoutes, adminOutboxRoutes } from './outbox'
import { adminOverviewRoutes } from './overview'
import { adminBlockedTermRoutes, adminSearchAnalyticsRoutes } from './search-analytics'
import { adminSearchRuleRoutes } from './search-rules'
import { adminSearchSynonymRoutes } from './search-synonyms'
import { adminSizeGuideRoutes } from './size-guides'
import { adminStaffRoutes } from './staff'
import { adminProductRoutes } from './products'
import { adminTaxonomyRoutes } from './taxonomy'
import { adminUploadRoutes } from './uploads'
import { adminWebhookRoutes } from './webhooks'

/** Route plugins that only the roles using `area` may call (403 for the other staff roles). */
const inArea =
  (area: StaffArea, plugins: FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', app.requireArea(area))
    for (const plugin of plugins) await app.register(plugin)
  }

/**
 * /api/v1/admin: the back office. One hook guards the whole subtree (the role
 * fastify/demo's autohooks.ts plays): 401 anonymous, 403 customers.
 * Back-office resources register here.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff)

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member (the back office checks its session with it)',
        security: bearerAuth,
        response: { 200: MeResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: userResource(currentUser(request)) }),
  )

  // Each role's part of the back office (contracts: STAFF_AREAS); the overview and /me are every staff member's.
  await app.register(
    inArea('catalogue', [
      adminProductRoutes,
      adminExportRoutes,
      adminImportRoutes,
      adminBulkActionRoutes,
      adminUploadRoutes,
      adminTaxonomyRoutes,
      adminBannerRoutes,
      adminCaRegistryRoutes,
      adminCaCheckRoutes,
      adminDistributorRoutes,
      adminSizeGuideRoutes,
      adminSearchSynonymRoutes,
      adminSearchRuleRoutes,
      adminBlockedTermRoutes,
      productHistoryRoutes,
    ]),
  )
  await app.register(
    inArea('sales', [
      adminCommentRoutes,
      changesNoPublicPage(adminEstimateRoutes),
      changesNoPublicPage(adminContactRoutes),
      adminCustomerRoutes,
      estimateHistoryRoutes,
    ]),
  )
  await app.register(
    inArea('staff', [
      changesNoPublicPage(adminOutboxRoutes),
      changesNoPublicPage(adminStaffRoutes),
      adminAuditRoutes,
      adminBackupRoutes,
      changesNoPublicPage(adminApiKeyRoutes),
      changesNoPublicPage(adminWebhookRoutes),
    ]),
  )
  await app.register(adminOverviewRoutes)
  // Every staff role's, like the overview (issue 36).
  await app.register(adminSearchAnalyticsRoutes)
  await app.register(adminMailStatusRoutes)
}
