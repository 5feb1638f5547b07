import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { createTestStore } from '../../../testing/store'
import { catalogApi } from '../api/catalog-api'
import { listProducts } from '../testing/fake-catalog'
import { EMPTY_QUERY } from '../utils/catalog-query'
import { selectProductsLoading } from './products-loading'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A fake list endpoint that answers only when the test says so. */
function heldListEndpoint(status = 200) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  installFakeApi({
    'GET /api/v1/products': async (request) => {
      await held
      return status === 200 ? listProducts(request) : { status, body: { errors: [] } }
    },
  })
  return { release }
}

describe('products loading flag (seed-spec §4)', () => {
  it('is set when a product list fetch starts and cleared when it finishes', async () => {
    const { release } = heldListEndpoint()
    const store = createTestStore()
    expect(selectProductsLoading(store.getState())).toBe(false)
    const request = store.dispatch(catalogApi.endpoints.listProducts.initiate(EMPTY_QUERY))
    expect(selectProductsLoading(store.getState())).toBe(true)
    release()
    await request
    expect(selectProductsLoading(store.getState())).toBe(false)
    request.unsubscribe()
  })

  it('is cleared when the fetch fails too', async () => {
    const { release } = heldListEndpoint(500)
    const store = createTestStore()
    const request = store.dispatch(catalogApi.endpoints.listProducts.initiate(EMPTY_QUERY))
    expect(selectProductsLoading(store.getState())).toBe(true)
    release()
    await request
    expect(selectProductsLoading(store.getState())).toBe(false)
    request.unsubscribe()
  })

  it('ignores the search suggestions, which are not the product list', async () => {
    const { release } = heldListEndpoint()
    const store = createTestStore()
    const request = store.dispatch(catalogApi.endpoints.searchSuggestions.initiate('luva'))
    expect(selectProductsLoading(store.getState())).toBe(false)
    release()
    await request
    request.unsubscribe()
  })
})
