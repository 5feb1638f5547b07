import {
  AdminEstimateInboxQuery,
  AdminEstimateListDocument,
  AdminUpdateEstimateRequest,
  ErrorDocument,
  EstimateDocument,
  EstimateMessageRequest,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { currentUser } from '../../../../accounts/guards'

const tags = ['admin']

/** Staff answer quote requests: list and search, read one, move it, write on its thread. */
export const adminEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/estimates',
    {
      schema: {
        tags,
        summary:
          'The inbox: filter by status or customer; search by customer, company, product, number or id; sort',
        description:
          '`meta.statusCounts` counts the same search per status (ignoring `filter[status]`), for the tabs.',
        security: bearerAuth,
        querystring: AdminEstimateInboxQuery,
        response: { 200: AdminEstimateListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.estimateDocuments.inbox(request.query),
  )

  app.get(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'One estimate with its lines, thread and history',
        security: bearerAuth,
        params: IdParams,
        response: { 200: EstimateDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.estimateDocuments.get(request.params.id),
  )

  app.patch(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'Ask for information, answer with prices, or decline',
        description:
          'status `informacao_pendente` needs `message` (the question); `recusado` needs `message` (the reason); ' +
          '`respondido` needs `lines: [{ id, unitPriceCents }]` for every line, `leadTime`, `validUntil` and the ' +
          'commercial terms `freightTerms` (CIF or FOB), `ipiIncluded`, `icmsIncluded` and `paymentTerms` ' +
          '(`outro` with `paymentTermsText`); `freightCents` and `minimumOrderCents` are optional. ' +
          'Send `version` to be refused (409) when someone changed the estimate since you read it.',
        security: bearerAuth,
        params: IdParams,
        body: AdminUpdateEstimateRequest,
        response: { 200: EstimateDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      await app.estimateWorkflow.staffUpdate(
        currentUser(request),
        request.params.id,
        request.body.data.attributes,
      )
      return app.estimateDocuments.get(request.params.id)
    },
  )

  app.post(
    '/estimates/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the customer on the estimate thread',
        security: bearerAuth,
        params: IdParams,
        body: EstimateMessageRequest,
        response: { 201: EstimateDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      await app.estimateWorkflow.postMessage(
        currentUser(request),
        'staff',
        request.params.id,
        request.body.data.attributes.body,
      )
      reply.code(201)
      return app.estimateDocuments.get(request.params.id)
    },
  )
}
