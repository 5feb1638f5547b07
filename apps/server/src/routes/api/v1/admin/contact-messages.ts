import {
  AdminContactMessageDocument,
  AdminContactMessageListDocument,
  AdminContactMessageQuery,
  ContactMessageUpdateRequest,
  ContactReplyRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOpsMessages } from '../../../../admin-ops/admin-ops-messages'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { currentUser } from '../../../../accounts/guards'

const tags = ['admin']
const missing = (id: string) => notFound(adminOpsMessages.contactMessageMissing(id))

/** Staff read the contact form's messages, reply by email and mark them handled. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: string) => {
    const resource = await app.contactRepository.staffMessage(id)
    if (!resource) throw missing(id)
    return { data: resource }
  }

  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first, with the replies sent',
        security: bearerAuth,
        querystring: AdminContactMessageQuery,
        response: { 200: AdminContactMessageListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: { 'filter[handled]': query['filter[handled]'], 'filter[q]': query['filter[q]'] || undefined },
      }
      const { data, total } = await app.contactRepository.staffList(query, pageOffset(page), page.size)
      return { data, meta: { total }, links: pageLinks('/api/v1/admin/contact-messages', page, total) }
    },
  )

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'One contact message with its replies',
        security: bearerAuth,
        params: IdParams,
        response: { 200: AdminContactMessageDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => one(request.params.id),
  )

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a contact message handled (or not)',
        security: bearerAuth,
        params: IdParams,
        body: ContactMessageUpdateRequest,
        response: { 200: AdminContactMessageDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await app.contactRepository.setHandled(
        id,
        request.body.data.attributes.handled,
        currentUser(request).id,
      )
      if (!row) throw missing(id)
      return one(id)
    },
  )

  app.post(
    '/contact-messages/:id/replies',
    {
      schema: {
        tags,
        summary: 'Reply by email (through the outbox); the reply is kept on the message, now handled',
        security: bearerAuth,
        params: IdParams,
        body: ContactReplyRequest,
        response: { 201: AdminContactMessageDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const sent = await app.contactRepository.reply(
        id,
        currentUser(request).id,
        request.body.data.attributes.body,
      )
      if (!sent) throw missing(id)
      reply.code(201)
      return one(id)
    },
  )
}
