import type { Dispatch } from '@reduxjs/toolkit'
import { api } from '../api-client'
import { REFRESH_TOKEN_KEY, writeRefreshToken } from './refresh-token-storage'
import { refreshSession } from './refresh-session'
import { sessionEnded, type SessionState } from './session-slice'

type Store = {
  dispatch: Dispatch
  getState: () => { session: SessionState }
  subscribe: (listener: () => void) => () => void
}

/**
 * Keeps the session's surroundings in step with it: the refresh token in
 * localStorage, the other tabs (one signs out, all do), and the API cache (a
 * user's private data never outlives their session). Returns an unsubscribe.
 */
export function syncSession(store: Store): () => void {
  let previous = store.getState().session
  const unsubscribe = store.subscribe(() => {
    const current = store.getState().session
    if (current === previous) return
    const before = previous
    previous = current
    if (current.refreshToken !== before.refreshToken) writeRefreshToken(current.refreshToken)
    if (before.user && before.user.id !== current.user?.id) store.dispatch(api.util.resetApiState())
  })

  const onStorage = (event: StorageEvent) => {
    if (event.key !== REFRESH_TOKEN_KEY) return
    const { status } = store.getState().session
    // Another tab signed out (or its session was refused): this one shares the token, so it ends too.
    if (event.newValue === null && status === 'authenticated')
      store.dispatch(sessionEnded({ expired: false }))
    // Another tab signed in: pick the session up.
    if (event.newValue !== null && status === 'anonymous') void refreshSession(store)
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}
