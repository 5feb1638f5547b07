import { NOT_A_VIEW_HEADER } from '@escudo/contracts'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { product, SLUG } from '../../../features/catalog/testing/fake-product'
import { installFakeApi } from '../../../testing/fake-api'
import { createTestStore } from '../../../testing/store'
import { useLoadQuoteProduct } from './quote-product'

afterEach(() => vi.unstubAllGlobals())

describe('useLoadQuoteProduct (the quote cookie taken over by the script)', () => {
  it('reads the product without counting a view of its page, and none for one that is gone', async () => {
    const fake = installFakeApi({
      [`GET /api/v1/products/${SLUG}`]: product(),
      'GET /api/v1/products/retirado': {
        status: 404,
        body: { errors: [{ status: '404', title: 'Not found' }] },
      },
    })
    const store = createTestStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const { result } = renderHook(() => useLoadQuoteProduct(), { wrapper })

    const line = await result.current(SLUG)
    expect(line).toMatchObject({ slug: SLUG, name: product().body.data.attributes.name })
    const [read] = fake.callsTo(`GET /api/v1/products/${SLUG}`)
    expect(read?.headers.get(NOT_A_VIEW_HEADER)).toBe('1')
    expect(await result.current('retirado')).toBeUndefined()
  })
})
