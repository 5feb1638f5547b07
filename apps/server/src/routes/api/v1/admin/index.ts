import { MeResponse } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { userResource } from '../../../../accounts/user-resource'
import { changesNoPublicPage } from '../../../../pages/public-writes'
import { adminCommentRoutes } from './comments'
import { adminContactRoutes } from './contact-messages'
import { adminBannerRoutes } from './banners'
import { adminCaRegistryRoutes } from './ca-registry'
import { adminCustomerRoutes } from './customers'
import { adminEstimateRoutes } from './estimates'
import { adminExportRoutes } from './exports'
import { adminImportRoutes } from './imports'
import { adminOutboxRoutes } from './outbox'
import { adminOverviewRoutes } from './overview'
import { adminProductRoutes } from './products'
import { adminTaxonomyRoutes } from './taxonomy'
import { adminUploadRoutes } from './uploads'

/**
 * /api/v1/admin: the back office. One hook guards the whole subtree (the role
 * fastify/demo's autohooks.ts plays): 401 anonymous, 403 customers.
 * Back-office resources register here.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin)

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

  await app.register(adminCommentRoutes)
  await app.register(changesNoPublicPage(adminEstimateRoutes))
  await app.register(changesNoPublicPage(adminContactRoutes))
  await app.register(adminProductRoutes)
  await app.register(adminExportRoutes)
  await app.register(adminImportRoutes)
  await app.register(adminUploadRoutes)
  await app.register(adminTaxonomyRoutes)
  await app.register(adminBannerRoutes)
  await app.register(adminOverviewRoutes)
  await app.register(adminCustomerRoutes)
  await app.register(changesNoPublicPage(adminOutboxRoutes))
  await app.register(adminCaRegistryRoutes)
}
