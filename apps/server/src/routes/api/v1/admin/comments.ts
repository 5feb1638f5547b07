import {
  AdminOpsCommentDocument,
  AdminOpsCommentListDocument,
  AdminOpsCommentQuery,
  AdminOpsCommentUpdateRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { moderationResource } from '../../../../customer/comments-moderation'
import { customerMessages } from '../../../../customer/customer-messages'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { currentUser } from '../../../../accounts/guards'

const tags = ['admin']
const missing = (id: string) => notFound(customerMessages.commentMissing(id))

/** Staff moderate comments: list (awaiting review, visible, hidden; per product; search), hide or show, delete. */
export const adminCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments',
    {
      schema: {
        tags,
        summary: 'Every comment, newest first',
        description:
          '`filter[state]=awaiting`: visible comments no staff member reviewed, written in the last 30 days ' +
          '(what the overview counts).',
        security: bearerAuth,
        querystring: AdminOpsCommentQuery,
        response: { 200: AdminOpsCommentListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: {
          'filter[hidden]': query['filter[hidden]'],
          'filter[state]': query['filter[state]'],
          'filter[product]': query['filter[product]'],
          'filter[q]': query['filter[q]'] || undefined,
        },
      }
      const { rows, total } = await app.commentsRepository.staffList(query, pageOffset(page), page.size)
      return {
        data: rows.map(moderationResource),
        meta: { total },
        links: pageLinks('/api/v1/admin/comments', page, total),
      }
    },
  )

  app.patch(
    '/comments/:id',
    {
      schema: {
        tags,
        summary: 'Hide, show or mark a comment reviewed',
        description: 'Any change marks the comment reviewed, unless `reviewed: false` is sent.',
        security: bearerAuth,
        params: IdParams,
        body: AdminOpsCommentUpdateRequest,
        response: { 200: AdminOpsCommentDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      const found = await app.commentsRepository.moderate(
        id,
        currentUser(request).id,
        request.body.data.attributes,
      )
      const row = found && (await app.commentsRepository.staffComment(id))
      if (!row) throw missing(id)
      return { data: moderationResource(row) }
    },
  )

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete any comment',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await app.commentsRepository.remove(request.params.id))) throw missing(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
