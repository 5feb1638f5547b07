import type {
  WebhookDeliveryAttributes,
  WebhookDeliveryListDocument,
  WebhookEndpointAttributes,
  WebhookEndpointRequest,
  WebhookEndpointUpdateRequest,
} from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type Page } from './types'

export const DELIVERY_PAGE_SIZE = 10

export type WebhookEndpoint = { id: string } & WebhookEndpointAttributes
export type WebhookDelivery = { id: string } & WebhookDeliveryAttributes
export type WebhookInput = WebhookEndpointRequest['data']['attributes']
export type WebhookChange = WebhookEndpointUpdateRequest['data']['attributes']
/** An endpoint as a create or a rotation answers it: the secret comes only in this answer. */
export type EndpointWithSecret = { endpoint: WebhookEndpoint; secret: string | undefined }
export type DeliveriesParams = { endpointId: string; page: number }

type EndpointAnswer = Deserialized<WebhookEndpoint, { secret?: string }>
const withSecret = (response: EndpointAnswer): EndpointWithSecret => ({
  endpoint: response.data,
  secret: response.meta?.secret,
})
const endpointUrl = (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`
const write = (attributes: WebhookInput | WebhookChange, id?: string) => ({
  data: { type: 'webhook-endpoints', ...(id ? { id } : {}), attributes },
})

/** Webhook endpoints of the brand's other systems, their delivery log, a resend and a test ping (issue 37). */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => '/admin/webhooks',
      transformResponse: (response: Deserialized<WebhookEndpoint[]>) => response.data,
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<EndpointWithSecret, WebhookInput>({
      query: (attributes) => ({ url: '/admin/webhooks', method: 'POST', body: write(attributes) }),
      transformResponse: withSecret,
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<EndpointWithSecret, { id: string; attributes: WebhookChange }>({
      query: ({ id, attributes }) => ({ url: endpointUrl(id), method: 'PATCH', body: write(attributes, id) }),
      transformResponse: withSecret,
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: endpointUrl(id), method: 'DELETE' }),
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
    listWebhookDeliveries: build.query<Page<WebhookDelivery>, DeliveriesParams>({
      query: ({ endpointId, page }) =>
        `${endpointUrl(endpointId)}/deliveries?${listQuery({ 'page[number]': page, 'page[size]': DELIVERY_PAGE_SIZE })}`,
      transformResponse: (
        response: Deserialized<WebhookDelivery[], WebhookDeliveryListDocument['meta']>,
      ) => ({
        items: response.data,
        total: response.meta.total,
      }),
      providesTags: (_result, _error, { endpointId }) => [{ type: 'WebhookDelivery', id: endpointId }],
    }),
    resendWebhookDelivery: build.mutation<WebhookDelivery, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => ({
        url: `${endpointUrl(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
        method: 'POST',
      }),
      transformResponse: (response: Deserialized<WebhookDelivery>) => response.data,
      invalidatesTags: (_result, _error, { endpointId }) => [{ type: 'WebhookDelivery', id: endpointId }],
    }),
    pingWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `${endpointUrl(id)}/ping`, method: 'POST' }),
      transformResponse: (response: Deserialized<WebhookDelivery>) => response.data,
      invalidatesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
  }),
})

export const {
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  usePingWebhookMutation,
} = webhooksApi
