import { EstimateDocument } from '@escudo/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { createTestStore } from '../../../testing/store'
import { commentsApi } from '../api/comments-api'
import { contactApi } from '../api/contact-api'
import { estimatesApi } from '../api/estimates-api'
import { favoritesApi } from '../api/favorites-api'
import {
  commentInitialized,
  contactInitialized,
  favoritesInitialized,
  selectCommentSaved,
  selectContactSent,
  selectEstimateError,
  selectEstimateResult,
  selectFavoritesUpdated,
} from './customer-slice'

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
        answeredAt: null,
        version: 1,
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
        customer: { name: 'Ana Souza', email: 'ana@example.com', company: null, cnpj: null, phone: null },
      },
    },
  })

const favoriteBody = {
  data: {
    type: 'favorites',
    id: 'fav-1',
    attributes: { note: null, createdAt: '2026-11-20T12:00:00.000Z', updatedAt: '2026-11-20T12:00:00.000Z' },
    relationships: { product: { data: { type: 'products', id: PRODUCT } } },
  },
  included: [],
}
const commentBody = {
  data: {
    type: 'comments',
    id: 'c-1',
    attributes: {
      body: 'Boa',
      authorName: 'Ana S.',
      createdAt: '2026-11-20T12:00:00.000Z',
      editedAt: null,
      edited: false,
    },
    relationships: { product: { data: { type: 'products', id: PRODUCT } } },
  },
}

describe('customer slice (seed section 4)', () => {
  let store: ReturnType<typeof createTestStore>
  let fake: ReturnType<typeof installFakeApi>

  beforeEach(() => {
    fake = installFakeApi()
    store = createTestStore()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sets favourites-updated on add, update and delete, and resets it on init', async () => {
    fake.on('POST /api/v1/favorites', { status: 201, body: favoriteBody })
    fake.on('PATCH /api/v1/favorites/fav-1', { status: 200, body: favoriteBody })
    fake.on('DELETE /api/v1/favorites/fav-1', { status: 204 })
    expect(selectFavoritesUpdated(store.getState())).toBe(false)

    await store.dispatch(favoritesApi.endpoints.addFavorite.initiate({ productId: PRODUCT }))
    expect(selectFavoritesUpdated(store.getState())).toBe(true)
    store.dispatch(favoritesInitialized())
    expect(selectFavoritesUpdated(store.getState())).toBe(false)

    await store.dispatch(favoritesApi.endpoints.updateFavorite.initiate({ id: 'fav-1', note: 'x' }))
    expect(selectFavoritesUpdated(store.getState())).toBe(true)
    store.dispatch(favoritesInitialized())
    await store.dispatch(favoritesApi.endpoints.deleteFavorite.initiate('fav-1'))
    expect(selectFavoritesUpdated(store.getState())).toBe(true)
  })

  it('leaves favourites-updated alone when the change fails', async () => {
    fake.on('DELETE /api/v1/favorites/fav-1', errorAnswer(404, [{ code: 'not_found', detail: 'x' }]))
    await store.dispatch(favoritesApi.endpoints.deleteFavorite.initiate('fav-1'))
    expect(selectFavoritesUpdated(store.getState())).toBe(false)
  })

  it('sets comment-saved after add and update (not on a 409), and resets it on init', async () => {
    fake.on(
      'POST /api/v1/products/luva/comments',
      errorAnswer(409, [{ code: 'comment_exists', detail: 'x' }]),
    )
    await store.dispatch(commentsApi.endpoints.addComment.initiate({ product: 'luva', body: 'Boa' }))
    expect(selectCommentSaved(store.getState())).toBe(false)

    fake.on('POST /api/v1/products/luva/comments', { status: 201, body: commentBody })
    await store.dispatch(commentsApi.endpoints.addComment.initiate({ product: 'luva', body: 'Boa' }))
    expect(selectCommentSaved(store.getState())).toBe(true)
    store.dispatch(commentInitialized())
    expect(selectCommentSaved(store.getState())).toBe(false)

    fake.on('PATCH /api/v1/comments/c-1', { status: 200, body: commentBody })
    await store.dispatch(commentsApi.endpoints.updateComment.initiate({ id: 'c-1', body: 'Ótima' }))
    expect(selectCommentSaved(store.getState())).toBe(true)
  })

  it('sets contact-sent on send and resets it on init', async () => {
    fake.on('POST /api/v1/contact-messages', {
      status: 201,
      body: { data: { type: 'contact-messages', id: 'm' } },
    })
    const attributes = { name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Olá' }
    await store.dispatch(contactApi.endpoints.sendContactMessage.initiate(attributes))
    expect(selectContactSent(store.getState())).toBe(true)
    store.dispatch(contactInitialized())
    expect(selectContactSent(store.getState())).toBe(false)
  })

  it('keeps the estimate add/update result or error until the estimate list is fetched', async () => {
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
    fake.on(`POST /api/v1/estimates/${ESTIMATE}/messages`, { status: 201, body: estimateBody('em_aberto') })
    await store.dispatch(
      estimatesApi.endpoints.addEstimateMessage.initiate({ id: ESTIMATE, body: 'Tamanho 9' }),
    )
    expect(selectEstimateResult(store.getState())).toMatchObject({ status: 'em_aberto', action: 'messaged' })
  })
})
