import { configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { api, type StoreExtra } from '../lib/api-client'
import { ON_SERVER } from '../lib/on-server'
import { rootReducer } from '../lib/root-reducer'
import { syncSession } from '../lib/session/sync-session'

/** `serverFetch`: the store renders a page on the server, its requests answered in process. */
export function createStore({ serverFetch }: StoreExtra = {}) {
  const extra: StoreExtra = { serverFetch }
  const store = configureStore({
    // The API cache and the session; features inject their own slices when they load (lib/root-reducer).
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  })
  if (ON_SERVER) return store
  // Refetch on focus and reconnect, as RTK Query's options on each endpoint allow.
  setupListeners(store.dispatch)
  // Refresh token in localStorage, sign-out across tabs, API cache dropped when the user changes.
  syncSession(store)
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
