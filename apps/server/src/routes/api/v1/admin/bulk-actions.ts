import { BulkActionDocument, BulkActionRequest, IdParams, type BulkActionResource } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { bulkActionAttributes } from '../../../../admin-catalog/bulk-actions/bulk-actions-repository'
import type { BulkActionRow } from '../../../../db/schema/index'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: catalogue']
const BASE = '/api/v1/admin/bulk-actions'

const bulkActionDocument = (row: BulkActionRow) => ({
  data: {
    type: 'bulk-actions' as const,
    id: row.id,
    attributes: bulkActionAttributes(row),
  } satisfies BulkActionResource,
  links: { self: `${BASE}/${row.id}` },
})

/** Bulk actions on products (issue 20): accepted at once, applied by a background job. */
export const adminBulkActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bulk-actions',
    {
      schema: {
        tags,
        summary:
          'Apply one action (publish, unpublish, set-release, unset-release, add-option, remove-option, delete) ' +
          'to products chosen by id or by the admin list filters: 202 with the job, which runs in the background ' +
          'and lists the products it refused',
        security: bearerAuth,
        body: BulkActionRequest,
        response: { 202: BulkActionDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { action, groupId, optionId, selection } = request.body.data.attributes
      const group = await app.bulkActions.checkOption(action, groupId, optionId)
      const selected = await app.bulkActions.resolveSelection(selection)
      const row = await app.bulkActions.start({
        userId: user.id,
        locale: user.locale,
        action,
        group,
        optionId,
        products: selected,
      })
      return reply.code(202).header('location', `${BASE}/${row.id}`).send(bulkActionDocument(row))
    },
  )

  app.get(
    '/bulk-actions/:id',
    {
      schema: {
        tags,
        summary: 'A bulk action: status, progress (processed of total), counts and the refused products',
        security: bearerAuth,
        params: IdParams,
        response: { 200: BulkActionDocument, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => bulkActionDocument(await app.bulkActions.find(request.params.id)),
  )
}
