import type { WebhookDelivery, WebhookEndpoint } from '../db/schema/index'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function endpointResource(row: WebhookEndpoint) {
  return {
    type: 'webhook-endpoints' as const,
    id: row.id,
    attributes: {
      url: row.url,
      description: row.description,
      events: row.events,
      enabled: row.enabled,
      failingSince: iso(row.failingSince),
      disabledReason: row.disabledReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  }
}

export function deliveryResource(row: WebhookDelivery) {
  return {
    type: 'webhook-deliveries' as const,
    id: row.id,
    attributes: {
      eventId: row.eventId,
      eventType: row.eventType,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
      lastStatusCode: row.lastStatusCode,
      lastDurationMs: row.lastDurationMs,
      lastResponse: row.lastResponse,
      lastAttemptAt: iso(row.lastAttemptAt),
      deliveredAt: iso(row.deliveredAt),
      failedAt: iso(row.failedAt),
      createdAt: row.createdAt.toISOString(),
    },
  }
}
