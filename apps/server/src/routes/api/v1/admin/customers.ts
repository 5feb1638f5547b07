import {
  CustomerDocument,
  CustomerListDocument,
  CustomerQuery,
  CustomerUpdateRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOpsMessages } from '../../../../admin-ops/admin-ops-messages'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin']
const missing = (id: string) => notFound(adminOpsMessages.customerMissing(id))

/** Customer accounts: list and search, one with its estimate counts, disable or enable. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Customer accounts; search by name, email, company or CNPJ',
        description: 'Their estimates: GET /admin/estimates?filter[customer]={id}.',
        security: bearerAuth,
        querystring: CustomerQuery,
        response: { 200: CustomerListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: {
          'filter[q]': query['filter[q]'] || undefined,
          'filter[disabled]': query['filter[disabled]'],
          sort: query.sort,
        },
      }
      const { data, total } = await app.customerAdmin.list(query, pageOffset(page), page.size)
      return { data, meta: { total }, links: pageLinks('/api/v1/admin/customers', page, total) }
    },
  )

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer account',
        security: bearerAuth,
        params: IdParams,
        response: { 200: CustomerDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const customer = await app.customerAdmin.find(request.params.id)
      if (!customer) throw missing(request.params.id)
      return { data: customer }
    },
  )

  app.patch(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Disable or enable an account',
        description:
          'A disabled account cannot sign in (403) or refresh, its sessions are revoked and its access tokens ' +
          'stop working at once.',
        security: bearerAuth,
        params: IdParams,
        body: CustomerUpdateRequest,
        response: { 200: CustomerDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await app.customerAdmin.setDisabled(id, request.body.data.attributes.disabled))) throw missing(id)
      const customer = await app.customerAdmin.find(id)
      if (!customer) throw missing(id)
      return { data: customer }
    },
  )
}
