import {
  ContactMessageDocument,
  ContactMessageListDocument,
  ContactMessageQuery,
  ContactMessageUpdateRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactResource } from '../../../../customer/resources'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { currentUser } from '../../../../plugins/app/accounts/guards'

const tags = ['admin']

/** Staff read the contact form's messages and mark them handled. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first',
        security: bearerAuth,
        querystring: ContactMessageQuery,
        response: { 200: ContactMessageListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const filter = query['filter[handled]']
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: { 'filter[handled]': filter },
      }
      const handled = filter === undefined ? undefined : filter === 'true'
      const { rows, total } = await app.contactRepository.list(handled, pageOffset(page), page.size)
      return {
        data: rows.map(contactResource),
        meta: { total },
        links: pageLinks('/api/v1/admin/contact-messages', page, total),
      }
    },
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
        response: { 200: ContactMessageDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await app.contactRepository.setHandled(
        id,
        request.body.data.attributes.handled,
        currentUser(request).id,
      )
      if (!row) throw notFound(`Mensagem ${id} não encontrada.`)
      return { data: contactResource(row) }
    },
  )
}
