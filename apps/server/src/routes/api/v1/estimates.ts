import {
  CreateEstimateRequest,
  ErrorDocument,
  EstimateDocument,
  EstimateListDocument,
  EstimateMessageRequest,
  EstimateQuery,
  IdParams,
  mayUse,
  UpdateEstimateRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { estimateMessages } from '../../../estimates/estimate-messages'
import { renderEstimatePdf } from '../../../estimates/pdf'
import { notFound } from '../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../lib/openapi'
import { currentUser } from '../../../accounts/guards'

const tags = ['estimates']

/** The signed-in customer's quote requests; another customer's estimate is a 404. */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/estimates',
    {
      schema: {
        tags,
        summary: 'Your estimates, newest first; `meta.openCount` counts em_aberto and informacao_pendente',
        security: bearerAuth,
        querystring: EstimateQuery,
        response: { 200: EstimateListDocument, ...errorResponses(401) },
      },
    },
    async (request) => {
      const statuses = request.query['filter[status]']
      return app.estimateDocuments.list('/api/v1/estimates', {
        number: request.query['page[number]'],
        size: request.query['page[size]'],
        filter: { userId: currentUser(request).id, statuses },
        params: { 'filter[status]': statuses?.join(',') },
      })
    },
  )

  app.post(
    '/estimates',
    {
      schema: {
        tags,
        summary: 'Submit a quote request (status em_aberto)',
        security: bearerAuth,
        body: CreateEstimateRequest,
        response: { 201: EstimateDocument, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { message, lines } = request.body.data.attributes
      const id = await app.estimateWorkflow.create(user, message, lines)
      reply.code(201)
      return app.estimateDocuments.get(id, user.id)
    },
  )

  app.get(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'One of your estimates, with lines, thread and history',
        security: bearerAuth,
        params: IdParams,
        response: { 200: EstimateDocument, 404: ErrorDocument, ...errorResponses(401) },
      },
    },
    async (request) => app.estimateDocuments.get(request.params.id, currentUser(request).id),
  )

  app.patch(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'Cancel (while open or pending), accept an answered estimate, or edit lines and message',
        security: bearerAuth,
        params: IdParams,
        body: UpdateEstimateRequest,
        response: { 200: EstimateDocument, 404: ErrorDocument, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await app.estimateWorkflow.customerUpdate(user, request.params.id, request.body.data.attributes)
      return app.estimateDocuments.get(request.params.id, user.id)
    },
  )

  app.post(
    '/estimates/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the brand; on informacao_pendente this answers and reopens the estimate',
        security: bearerAuth,
        params: IdParams,
        body: EstimateMessageRequest,
        response: { 201: EstimateDocument, 404: ErrorDocument, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await app.estimateWorkflow.postMessage(
        user,
        'customer',
        request.params.id,
        request.body.data.attributes.body,
      )
      reply.code(201)
      return app.estimateDocuments.get(request.params.id, user.id)
    },
  )

  app.get(
    '/estimates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The estimate as a PDF (its owner or staff)',
        security: bearerAuth,
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: ErrorDocument, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const document = await app.estimateDocuments.get(
        request.params.id,
        mayUse(user.role, 'sales') ? undefined : user.id,
      )
      if (!document) throw notFound(estimateMessages.missing(request.params.id))
      const pdf = await renderEstimatePdf(document.data.attributes)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="orcamento-${document.data.attributes.number}.pdf"`)
        .send(pdf)
    },
  )
}
