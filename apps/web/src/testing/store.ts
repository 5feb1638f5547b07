import { afterEach, beforeEach, vi } from 'vitest'
import { createStore } from '../app/store'
import { installFakeApi } from './fake-api'

// Tests anywhere (lib, features) build the real store through here, as bulletproof-react's test utils do.
export { createStore as createTestStore }

/**
 * For a describe block that dispatches to the store: each test gets a new store and the fake API as the
 * page's `fetch`. Read `store` and `fake` inside the tests (they are replaced before each one).
 */
export function freshStoreWithFakeApi() {
  const current = {} as {
    store: ReturnType<typeof createStore>
    fake: ReturnType<typeof installFakeApi>
  }
  beforeEach(() => {
    current.fake = installFakeApi()
    current.store = createStore()
  })
  afterEach(() => vi.unstubAllGlobals())
  return current
}
