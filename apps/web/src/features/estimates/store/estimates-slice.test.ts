import { EstimateDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { errorAnswer } from '../../../testing/fake-api'
import { freshStoreWithFakeApi } from '../../../testing/store'
import { estimatesApi } from '../api/estimates-api'
import { selectEstimateError, selectEstimateResult } from './estimates-slice'
import { NO_QUOTE_TERMS } from '../../../testing/quote-terms'

const PRODUCT = '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11'
const ESTIMATE = '7d3f0c9e-2a8e-4b59-8f7e-6c7a2f4e9d10'

const estimateBody = (status = 'em_aberto') =>
  EstimateDocument.parse({
    data: {
      type: 'estimates',
      id: ESTIMATE,
      attributes: {
        number: 42,
        status,
        message: 'Para a obra',
        lines: [],
        totalCents: null,
        leadTime: null,
        validUntil: null,
        ...NO_QUOTE_TERMS,
        answeredAt: null,
        version: 1,
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
        customer: { name: 'Ana Souza', email: 'ana@example.com', company: null, cnpj: null, phone: null },
      },
    },
  })

describe('estimates slice (seed section 4)', () => {
  const current = freshStoreWithFakeApi()

  it('keeps the estimate add/update result or error until the estimate list is fetched', async () => {
    const { store, fake } = current
    fake.on('POST /api/v1/estimates', { status: 201, body: estimateBody() })
    await store.dispatch(
      estimatesApi.endpoints.addEstimate.initiate({
        message: 'Para a obra',
        lines: [{ productId: PRODUCT, quantity: 2 }],
      }),
    )
    expect(selectEstimateResult(store.getState())).toEqual({
      id: ESTIMATE,
      number: 42,
      status: 'em_aberto',
      action: 'created',
    })
    expect(selectEstimateError(store.getState())).toBeNull()

    fake.on(
      `PATCH /api/v1/estimates/${ESTIMATE}`,
      errorAnswer(409, [{ code: 'invalid_transition', detail: 'Está em cancelado.' }]),
    )
    await store.dispatch(
      estimatesApi.endpoints.updateEstimate.initiate({ id: ESTIMATE, change: { status: 'cancelado' } }),
    )
    expect(selectEstimateError(store.getState())).toMatchObject({
      status: 409,
      errors: [{ code: 'invalid_transition' }],
    })

    fake.on('GET /api/v1/estimates', {
      status: 200,
      body: { data: [], meta: { total: 0, openCount: 0 }, links: { self: '/api/v1/estimates' } },
    })
    await store.dispatch(estimatesApi.endpoints.listEstimates.initiate({}))
    expect(selectEstimateResult(store.getState())).toBeNull()
    expect(selectEstimateError(store.getState())).toBeNull()
  })

  it('records the answer to a pending question as the latest estimate result', async () => {
    const { store, fake } = current
    fake.on(`POST /api/v1/estimates/${ESTIMATE}/messages`, { status: 201, body: estimateBody('em_aberto') })
    await store.dispatch(
      estimatesApi.endpoints.addEstimateMessage.initiate({ id: ESTIMATE, body: 'Tamanho 9' }),
    )
    expect(selectEstimateResult(store.getState())).toMatchObject({ status: 'em_aberto', action: 'messaged' })
  })
})
