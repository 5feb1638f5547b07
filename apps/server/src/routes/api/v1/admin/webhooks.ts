import {
  ErrorDocument,
  IdParams,
  ResourceId,
  WEBHOOK_EVENTS,
  WebhookDeliveryDocument,
  WebhookDeliveryListDocument,
  WebhookDeliveryQuery,
  WebhookEndpointDocument,
  WebhookEndpointListDocument,
  WebhookEndpointRequest,
  WebhookEndpointUpdateRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedProblem, notFound, validationFailed } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { deliveryResource, endpointResource } from '../../../../webhooks/resources'

const tags = ['admin']
const missing = (id: string) =>
  notFound({ 'pt-BR': `Endpoint de webhook ${id} não encontrado.`, en: `Webhook endpoint ${id} not found.` })
const deliveryMissing = (id: string) =>
  notFound({ 'pt-BR': `Entrega ${id} não encontrada.`, en: `Delivery ${id} not found.` })
const DeliveryParams = z.object({ id: ResourceId, deliveryId: ResourceId })

/**
 * Webhook endpoints (issue 37), admins only (the `staff` area): registered, changed, removed, their delivery
 * log, a delivery sent again and a test ping.
 */
export const adminWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkUrl = async (url: string | undefined) => {
    const refused = url && (await app.webhooks.refusedUrl(url))
    if (refused) throw validationFailed([{ pointer: '/data/attributes/url', detail: refused }])
  }
  const findOr404 = async (id: string) => {
    const endpoint = await app.webhooks.find(id)
    if (!endpoint) throw missing(id)
    return endpoint
  }

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Webhook endpoints, newest first',
        security: bearerAuth,
        response: { 200: WebhookEndpointListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await app.webhooks.list()).map(endpointResource) }),
  )

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Register a webhook endpoint; its signing secret is answered once, in meta.secret',
        description:
          `Events: ${WEBHOOK_EVENTS.join(', ')}. Each delivery is a POST of { type, id, timestamp, data } signed ` +
          'as Standard Webhooks says (webhook-id, webhook-timestamp, webhook-signature). 422 for an unknown event, ' +
          'a URL that is not http(s), or one that resolves to a loopback, private or link-local address (unless ' +
          'WEBHOOKS_ALLOW_PRIVATE=true).',
        security: bearerAuth,
        body: WebhookEndpointRequest,
        response: { 201: WebhookEndpointDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const attributes = request.body.data.attributes
      await checkUrl(attributes.url)
      const { endpoint, secret } = await app.webhooks.create(attributes)
      return reply.code(201).send({ data: endpointResource(endpoint), meta: { secret } })
    },
  )

  app.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        security: bearerAuth,
        params: IdParams,
        response: { 200: WebhookEndpointDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: endpointResource(await findOr404(request.params.id)) }),
  )

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Change a webhook endpoint; rotateSecret answers a new secret once, in meta.secret',
        description:
          'After a rotation both secrets sign each delivery for 24 hours. Enabling an endpoint again forgets ' +
          'its failures.',
        security: bearerAuth,
        params: IdParams,
        body: WebhookEndpointUpdateRequest,
        response: { 200: WebhookEndpointDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rotateSecret, ...values } = request.body.data.attributes
      await checkUrl(values.url)
      const changed = await app.webhooks.update(request.params.id, values, rotateSecret === true)
      if (!changed) throw missing(request.params.id)
      const { endpoint, secret } = changed
      return { data: endpointResource(endpoint), ...(secret ? { meta: { secret } } : {}) }
    },
  )

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a webhook endpoint with its delivery log',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await app.webhooks.remove(request.params.id))) throw missing(request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first",
        security: bearerAuth,
        params: IdParams,
        querystring: WebhookDeliveryQuery,
        response: { 200: WebhookDeliveryListDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { id } = request.params
      await findOr404(id)
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { rows, total } = await app.webhooks.deliveries(id, pageOffset(page), page.size)
      return {
        data: rows.map(deliveryResource),
        meta: { total },
        links: pageLinks(`/api/v1/admin/webhooks/${id}/deliveries`, page, total),
      }
    },
  )

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {
      schema: {
        tags,
        summary: 'Send a delivered or failed delivery again, now',
        security: bearerAuth,
        params: DeliveryParams,
        response: { 200: WebhookDeliveryDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params
      const row = await app.webhooks.resend(id, deliveryId)
      if (row) return { data: deliveryResource(row) }
      if (await app.webhooks.findDelivery(id, deliveryId))
        throw codedProblem(409, 'delivery_pending', {
          'pt-BR': 'Esta entrega ainda está pendente: ela será tentada de novo no horário previsto.',
          en: 'This delivery is still pending: it is tried again at its scheduled time.',
        })
      throw deliveryMissing(deliveryId)
    },
  )

  app.post(
    '/webhooks/:id/ping',
    {
      schema: {
        tags,
        summary:
          'Send a test event (webhook.ping) to the endpoint; answers its delivery, sent in the background',
        security: bearerAuth,
        params: IdParams,
        response: { 202: WebhookDeliveryDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const delivery = await app.webhooks.ping(await findOr404(request.params.id))
      if (!delivery) throw new Error('ping queued no delivery')
      return reply.code(202).send({ data: deliveryResource(delivery) })
    },
  )
}
