import {
  AdminEstimateListDocument,
  EMPTY_STATUS_COUNTS,
  EstimateDocument,
  type EstimateAttributes,
  type EstimateStatus,
} from '@escudo/contracts'
import { NO_QUOTE_TERMS } from '../../../testing/quote-terms'

/** An open estimate of two lines, as GET /admin/estimates/{id} answers it. */
export function anEstimate(
  overrides: Partial<EstimateAttributes> = {},
  id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
) {
  const attributes: EstimateAttributes = {
    number: 42,
    status: 'em_aberto',
    message: 'Preciso para a obra.',
    lines: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        productId: 'p1',
        product: { name: 'Luva Nitrílica Verde', slug: 'luva-nitrilica-verde', reference: 'EP-LV-1001' },
        quantity: 10,
        size: '9',
        note: null,
        unitPriceCents: null,
        totalCents: null,
        caNumber: null,
        caValidUntil: null,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        productId: 'p2',
        product: { name: 'Óculos Incolor', slug: 'oculos-incolor', reference: 'EP-OC-1002' },
        quantity: 3,
        size: null,
        note: null,
        unitPriceCents: null,
        totalCents: null,
        caNumber: null,
        caValidUntil: null,
      },
    ],
    totalCents: null,
    leadTime: null,
    validUntil: null,
    ...NO_QUOTE_TERMS,
    answeredAt: null,
    version: 1,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    customer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      company: 'Metalúrgica Souza',
      cnpj: '12345678000195',
      phone: '+5531987654321',
    },
    messages: [],
    history: [],
    ...overrides,
  }
  return EstimateDocument.parse({
    data: { type: 'estimates', id, attributes },
  })
}

export function anInbox(
  items = [anEstimate().data],
  statusCounts: Partial<Record<EstimateStatus, number>> = { em_aberto: 1 },
) {
  return AdminEstimateListDocument.parse({
    data: items,
    meta: {
      total: items.length,
      openCount: 1,
      statusCounts: { ...EMPTY_STATUS_COUNTS, ...statusCounts },
    },
    links: { self: '/api/v1/admin/estimates' },
  })
}
