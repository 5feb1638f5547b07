import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { refreshSession, sessionLock } from './refresh-session'
import { sessionEnded, sessionHandedOver, type SessionState } from './session-slice'

/**
 * Every tab of the browser follows the session of the others, through a BroadcastChannel. The tabs share
 * one stored refresh token (refresh-token-storage.ts) but each keeps its user and access token in memory:
 * without this, a tab would go on showing (and acting as) a customer who signed out, or the user someone
 * else replaced, in another tab until its next refresh.
 *
 * A tab says only what its user did here, and never a token: "signed out" when a session it held ended
 * (sign-out, or a refresh the server refused), "signed in as user X" when it now holds another user (login,
 * register, an accepted invitation). The others follow: signed out, they end their session too; another
 * user, they drop theirs (and with it the API cache, sync-session.ts) and restore the stored session as at
 * start. What a tab does to follow, and a restore (at start or following), is never announced: a restore
 * reads the token the tabs share and tells them nothing new. A refresh that keeps the user is no change at
 * all. So one sign-in is one message, and no two tabs can answer each other back and forth.
 *
 * No `storage`-event fallback: the build targets ES2022 browsers, which all have BroadcastChannel (as they
 * have the Web Locks the refresh relies on, decision 007). Where it is missing, tabs simply do not follow.
 */
export type SessionMessage = { type: 'signed-out'; expired: boolean } | { type: 'signed-in'; userId: string }

const CHANNEL = 'escudo.session'

type Store = {
  dispatch: Dispatch
  getState: () => { session: SessionState }
  subscribe: (listener: () => void) => () => void
}

/** What the change from `before` to `current` tells the other tabs, if anything. */
function announcement(before: SessionState, current: SessionState): SessionMessage | null {
  if (before.status === 'restoring') return null
  if (current.status === 'authenticated' && current.user && current.user.id !== before.user?.id) {
    return { type: 'signed-in', userId: current.user.id }
  }
  if (current.status === 'anonymous' && before.status === 'authenticated') {
    return { type: 'signed-out', expired: current.expired }
  }
  return null
}

function isSessionMessage(data: unknown): data is SessionMessage {
  const message = data as Partial<SessionMessage> | null
  if (typeof message !== 'object' || message === null) return false
  if (message.type === 'signed-out') return typeof message.expired === 'boolean'
  return message.type === 'signed-in' && typeof message.userId === 'string'
}

/** Announces this tab's session changes and follows the other tabs'. Returns a function that stops both. */
export function shareSessionWithOtherTabs(store: Store): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(CHANNEL)
  let following = false
  let previous = store.getState().session

  const unsubscribe = store.subscribe(() => {
    const current = store.getState().session
    if (current === previous) return
    const message = following ? null : announcement(previous, current)
    previous = current
    if (message) channel.postMessage(message)
  })

  // What this tab does to follow another is not news for the others.
  const quietly = (action: UnknownAction) => {
    following = true
    try {
      store.dispatch(action)
    } finally {
      following = false
    }
  }

  const follow = async (message: SessionMessage) => {
    // After a refresh or sign-out in flight here: its outcome must not undo what the other tab did.
    const restore = await sessionLock.run(async () => {
      const { status, user } = store.getState().session
      if (message.type === 'signed-out') {
        if (status !== 'anonymous') quietly(sessionEnded({ expired: message.expired }))
        return false
      }
      if (status === 'authenticated' && user?.id === message.userId) return false
      quietly(sessionHandedOver())
      return true
    })
    if (restore) await refreshSession(store)
  }

  channel.addEventListener('message', (event) => {
    if (isSessionMessage(event.data)) void follow(event.data)
  })
  return () => {
    unsubscribe()
    channel.close()
  }
}
