import type { Dispatch } from '@reduxjs/toolkit'
import { api } from '../api-client'
import { writeRefreshToken } from './refresh-token-storage'
import { shareSessionWithOtherTabs } from './session-channel'
import type { SessionState } from './session-slice'

type Store = {
  dispatch: Dispatch
  getState: () => { session: SessionState }
  subscribe: (listener: () => void) => () => void
}

/**
 * Keeps the session's surroundings in step with it: the refresh token in
 * localStorage, the other tabs (session-channel.ts: one signs out or in as
 * someone else, all follow), and the API cache (a user's private data never
 * outlives their session). Returns an unsubscribe.
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
  const stopSharing = shareSessionWithOtherTabs(store)
  return () => {
    unsubscribe()
    stopSharing()
  }
}
