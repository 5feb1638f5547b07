import { describe, expect, it } from 'vitest'
import { errorAnswer } from '../../../testing/fake-api'
import { freshStoreWithFakeApi } from '../../../testing/store'
import { favoritesApi } from '../api/favorites-api'
import { favoritesInitialized, selectFavoritesUpdated } from './favorites-slice'

const PRODUCT = '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11'

const favoriteBody = {
  data: {
    type: 'favorites',
    id: 'fav-1',
    attributes: { note: null, createdAt: '2026-11-20T12:00:00.000Z', updatedAt: '2026-11-20T12:00:00.000Z' },
    relationships: { product: { data: { type: 'products', id: PRODUCT } } },
  },
  included: [],
}

describe('favourites slice (seed section 4)', () => {
  const current = freshStoreWithFakeApi()

  it('sets favourites-updated on add, update and delete, and resets it on init', async () => {
    const { store, fake } = current
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
    const { store, fake } = current
    fake.on('DELETE /api/v1/favorites/fav-1', errorAnswer(404, [{ code: 'not_found', detail: 'x' }]))
    await store.dispatch(favoritesApi.endpoints.deleteFavorite.initiate('fav-1'))
    expect(selectFavoritesUpdated(store.getState())).toBe(false)
  })
})
