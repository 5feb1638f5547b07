import {
  AdminCommentDocument,
  AdminCommentListDocument,
  AdminCommentQuery,
  AdminCommentUpdateRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminCommentResource } from '../../../../customer/resources'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin']
const missing = (id: string) => notFound(`Comentário ${id} não encontrado.`)

/** Staff moderate comments: list (hidden or visible, per product), hide or show, delete. */
export const adminCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments',
    {
      schema: {
        tags,
        summary: 'Every comment, newest first',
        security: bearerAuth,
        querystring: AdminCommentQuery,
        response: { 200: AdminCommentListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: { 'filter[hidden]': query['filter[hidden]'], 'filter[product]': query['filter[product]'] },
      }
      const hidden = query['filter[hidden]'] === undefined ? undefined : query['filter[hidden]'] === 'true'
      const { rows, total } = await app.commentsRepository.list(
        { productId: query['filter[product]'], hidden },
        pageOffset(page),
        page.size,
      )
      return {
        data: rows.map(adminCommentResource),
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
        summary: 'Hide or show a comment',
        security: bearerAuth,
        params: IdParams,
        body: AdminCommentUpdateRequest,
        response: { 200: AdminCommentDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const row = await app.commentsRepository.setHidden(
        request.params.id,
        request.body.data.attributes.hidden,
      )
      if (!row) throw missing(request.params.id)
      return { data: adminCommentResource(row) }
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
