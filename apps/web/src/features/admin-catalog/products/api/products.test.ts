import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { api } from '../../../../lib/api-client'
import { rootReducer } from '../../../../lib/root-reducer'
import { adminProductsApi } from './products'
import { adminUploadsApi } from './uploads'

type Call = { method: string; path: string }

/** A store whose requests reach `answer` (the server-side fetch path), recording each one. */
function storeAnswering(answer: (call: Call) => object) {
  const calls: Call[] = []
  const serverFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const call = { method: request.method, path: new URL(request.url).pathname }
    calls.push(call)
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/vnd.api+json' },
    })
  }
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverFetch } } }).concat(api.middleware),
  })
  return { store, calls }
}

const productDocument = (name: string, version: number) => ({
  data: { type: 'products', id: 'p1', attributes: { name, version } },
})

describe('admin product writes', () => {
  it('put the saved product into the cache without reading it again', async () => {
    let saved = productDocument('Luva antes', 1)
    const { store, calls } = storeAnswering(({ method }) => {
      if (method === 'PATCH') saved = productDocument('Luva depois', 2)
      if (method === 'DELETE') saved = productDocument('Luva depois', 3)
      return saved
    })
    const read = store.dispatch(adminProductsApi.endpoints.getAdminProduct.initiate('p1'))
    await read
    await store
      .dispatch(
        adminProductsApi.endpoints.updateAdminProduct.initiate({
          id: 'p1',
          attributes: { version: 1, name: 'Luva depois' },
        }),
      )
      .unwrap()
    await store.dispatch(adminUploadsApi.endpoints.deleteDatasheet.initiate({ id: 'p1' })).unwrap()
    await new Promise((resolve) => setTimeout(resolve, 20))

    const cached = adminProductsApi.endpoints.getAdminProduct.select('p1')(store.getState())
    expect(cached.data).toMatchObject({ id: 'p1', name: 'Luva depois', version: 3 })
    expect(
      calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/admin/products/p1'),
    ).toHaveLength(1)
    read.unsubscribe()
  })
})
