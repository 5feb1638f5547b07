import {
  CommentDocument,
  CommentListDocument,
  CommentRequest,
  CUSTOMER_ERROR_CODES,
  ErrorDocument,
  IdParams,
  MyCommentDocument,
  PageQuery,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerMessages } from '../../../customer/customer-messages'
import { commentResource } from '../../../customer/resources'
import { codedProblem, notFound } from '../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../lib/pagination'
import { currentUser } from '../../../accounts/guards'
import { ProductKey } from './products'

const tags = ['comments']

/** Anyone reads the visible comments of a product; a customer writes one per product and edits it. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const productOr404 = (idOrSlug: string) => {
    const hit = app.catalogIndex.get(idOrSlug)
    if (!hit) throw notFound(customerMessages.productMissing(idOrSlug))
    return hit.id
  }
  const missing = (id: string) => notFound(customerMessages.commentMissing(id))

  app.get(
    '/products/:idOrSlug/comments',
    {
      schema: {
        tags,
        summary: 'Visible comments of a product, newest first',
        params: ProductKey,
        querystring: PageQuery,
        response: { 200: CommentListDocument, 404: ErrorDocument, ...errorResponses() },
      },
    },
    async (request) => {
      const productId = productOr404(request.params.idOrSlug)
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { rows, total } = await app.commentsRepository.listVisible(productId, pageOffset(page), page.size)
      const base = `/api/v1/products/${request.params.idOrSlug}/comments`
      return { data: rows.map(commentResource), meta: { total }, links: pageLinks(base, page, total) }
    },
  )

  app.get(
    '/products/:idOrSlug/comments/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Your comment on a product (null when you have not written one), so you can edit it',
        security: bearerAuth,
        params: ProductKey,
        response: { 200: MyCommentDocument, 404: ErrorDocument, ...errorResponses(401) },
      },
    },
    async (request) => {
      const productId = productOr404(request.params.idOrSlug)
      const own = await app.commentsRepository.findOwn(currentUser(request).id, productId)
      if (!own) return { data: null }
      const resource = commentResource(own)
      return {
        data: { ...resource, attributes: { ...resource.attributes, hidden: own.comment.hiddenAt !== null } },
      }
    },
  )

  app.post(
    '/products/:idOrSlug/comments',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Comment on a product (one comment per customer per product)',
        security: bearerAuth,
        params: ProductKey,
        body: CommentRequest,
        response: { 201: CommentDocument, 404: ErrorDocument, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const productId = productOr404(request.params.idOrSlug)
      const user = currentUser(request)
      const created = await app.commentsRepository.create(
        user.id,
        productId,
        request.body.data.attributes.body,
      )
      if (!created)
        throw codedProblem(409, CUSTOMER_ERROR_CODES.commentExists, customerMessages.commentExists)
      reply.code(201)
      return { data: commentResource(created) }
    },
  )

  app.patch(
    '/comments/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Edit your comment',
        security: bearerAuth,
        params: IdParams,
        body: CommentRequest,
        response: { 200: CommentDocument, 404: ErrorDocument, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      const edited = await app.commentsRepository.editOwn(
        currentUser(request).id,
        id,
        request.body.data.attributes.body,
      )
      if (!edited) throw missing(id)
      return { data: commentResource(edited) }
    },
  )

  app.delete(
    '/comments/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete your comment',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (!(await app.commentsRepository.remove(request.params.id, currentUser(request).id)))
        throw missing(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
