import { z } from 'zod'
import { ListMeta, writeDocument } from './customer-common'
import { Links, PageQuery, resource } from './jsonapi'
import { says } from './says'

/**
 * Webhooks (issue 37): endpoints of the brand's other systems (an ERP, a CRM) that hear of its events, signed as
 * the Standard Webhooks specification says. Admins only (the `staff` area).
 */

/** Every event an endpoint may ask for. */
export const WEBHOOK_EVENTS = [
  'estimate.created',
  'estimate.status_changed',
  'estimate.message_added',
  'contact_message.created',
  'customer.created',
  'product.created',
  'product.updated',
  'product.published',
  'product.unpublished',
  'product.deleted',
  'product.ca_state_changed',
  'import.finished',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]
/** The test an admin sends by hand (POST /webhooks/{id}/ping): no endpoint subscribes to it. */
export const WEBHOOK_PING_EVENT = 'webhook.ping'

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const

const WebhookEventName = z.enum(WEBHOOK_EVENTS, {
  error: says(
    `Evento desconhecido: use um de ${WEBHOOK_EVENTS.join(', ')}.`,
    `Unknown event: use one of ${WEBHOOK_EVENTS.join(', ')}.`,
  ),
})

const WebhookUrl = z
  .string({ error: says('Informe a URL do endpoint.', 'Give the endpoint URL.') })
  .max(2000, {
    error: says('A URL pode ter no máximo 2000 caracteres.', 'The URL can be at most 2000 characters.'),
  })
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
      } catch {
        return false
      }
    },
    {
      error: says(
        'A URL precisa começar com https:// ou http://.',
        'The URL must start with https:// or http://.',
      ),
    },
  )

const Events = z
  .array(WebhookEventName, { error: says('events é uma lista de eventos.', 'events is a list of events.') })
  .min(1, { error: says('Escolha ao menos um evento.', 'Choose at least one event.') })
  .max(WEBHOOK_EVENTS.length, { error: says('Eventos demais.', 'Too many events.') })

const Description = z
  .string({ error: says('A descrição é um texto.', 'The description is text.') })
  .max(500, {
    error: says(
      'A descrição pode ter no máximo 500 caracteres.',
      'The description can be at most 500 characters.',
    ),
  })

const Enabled = z.boolean({ error: says('enabled é true ou false.', 'enabled is true or false.') })

export const WebhookEndpointRequest = writeDocument(
  'webhook-endpoints',
  z.object({
    url: WebhookUrl,
    events: Events,
    description: Description.default(''),
    enabled: Enabled.default(true),
  }),
)
export type WebhookEndpointRequest = z.input<typeof WebhookEndpointRequest>

export const WebhookEndpointUpdateRequest = writeDocument(
  'webhook-endpoints',
  z.object({
    url: WebhookUrl.optional(),
    events: Events.optional(),
    description: Description.optional(),
    enabled: Enabled.optional(),
    rotateSecret: z
      .literal(true, {
        error: says('rotateSecret só pode ser true.', 'rotateSecret can only be true.'),
      })
      .optional()
      .describe('A new secret (answered once in meta.secret); the old one also signs for 24 hours'),
  }),
)
export type WebhookEndpointUpdateRequest = z.input<typeof WebhookEndpointUpdateRequest>

export const WebhookEndpointAttributes = z.object({
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  failingSince: z.string().nullable().describe('Since when every attempt failed; null after a success'),
  disabledReason: z.string().nullable().describe('Why the system disabled it (after three days of failures)'),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WebhookEndpointAttributes = z.infer<typeof WebhookEndpointAttributes>
export const WebhookEndpointResource = resource('webhook-endpoints', WebhookEndpointAttributes)
export type WebhookEndpointResource = z.infer<typeof WebhookEndpointResource>
export const WebhookEndpointDocument = z.object({
  data: WebhookEndpointResource,
  meta: z
    .object({ secret: z.string().describe('The signing secret (whsec_…): only when created or rotated') })
    .optional(),
})
export type WebhookEndpointDocument = z.infer<typeof WebhookEndpointDocument>
export const WebhookEndpointListDocument = z.object({ data: z.array(WebhookEndpointResource) })
export type WebhookEndpointListDocument = z.infer<typeof WebhookEndpointListDocument>

export const WebhookDeliveryAttributes = z.object({
  eventId: z.string().describe('The webhook-id header'),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastResponse: z.string().nullable().describe('The first 1 KB of the last answer, or why there was none'),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookDeliveryAttributes = z.infer<typeof WebhookDeliveryAttributes>
export const WebhookDeliveryResource = resource('webhook-deliveries', WebhookDeliveryAttributes)
export type WebhookDeliveryResource = z.infer<typeof WebhookDeliveryResource>
export const WebhookDeliveryDocument = z.object({ data: WebhookDeliveryResource })
export const WebhookDeliveryListDocument = z.object({
  data: z.array(WebhookDeliveryResource),
  meta: ListMeta,
  links: Links,
})
export type WebhookDeliveryListDocument = z.infer<typeof WebhookDeliveryListDocument>
export const WebhookDeliveryQuery = PageQuery
