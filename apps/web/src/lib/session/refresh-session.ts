import { JSON_API_MEDIA_TYPE, type AuthResponse, type SessionTokens } from '@escudo/contracts'
import type { Dispatch } from '@reduxjs/toolkit'
import { deserializeAs } from '../jsonapi'
import { createLock, withTabsLock } from './lock'
import { readRefreshToken } from './refresh-token-storage'
import {
  restoreAbandoned,
  sessionEnded,
  sessionStarted,
  type SessionState,
  type SessionUser,
} from './session-slice'

export type SessionStore = { dispatch: Dispatch; getState: () => unknown }

/** Refreshes, sign-outs and requests waiting for them go through this one lock. */
export const sessionLock = createLock()

const REFRESH_URL = '/api/v1/auth/refresh'
const TABS_LOCK = 'escudo.session'

type Traded = { ok: true; user: SessionUser; tokens: SessionTokens } | { ok: false; refused: boolean }

async function trade(refreshToken: string): Promise<Traded> {
  let response: Response
  try {
    response = await fetch(REFRESH_URL, {
      method: 'POST',
      headers: { 'content-type': JSON_API_MEDIA_TYPE, accept: JSON_API_MEDIA_TYPE },
      body: JSON.stringify({ data: { type: 'sessions', attributes: { refreshToken } } }),
    })
  } catch {
    return { ok: false, refused: false }
  }
  if (response.ok) {
    const body: AuthResponse = await response.json()
    const { data, meta } = deserializeAs(body)
    return { ok: true, user: data, tokens: meta }
  }
  // 401: used, revoked or expired; 400/422: not a token at all. It will never work: sign out.
  // A 429 or 5xx says nothing about the token, so the session is kept for the next try.
  return { ok: false, refused: response.status === 401 || response.status === 400 || response.status === 422 }
}

const sessionOf = (store: SessionStore) => (store.getState() as { session: SessionState }).session

/**
 * Trades the refresh token for a new pair, one call at a time in this tab and
 * (with Web Locks) across tabs. `staleAccessToken` is the token a request was
 * refused with: when the session already holds another one, a refresh that
 * ran while this caller waited has done the job, and nothing is sent.
 * Resolves to whether the session now has a usable access token.
 */
export function refreshSession(store: SessionStore, staleAccessToken?: string | null): Promise<boolean> {
  return sessionLock.run(() =>
    withTabsLock(TABS_LOCK, async () => {
      const session = sessionOf(store)
      if (staleAccessToken !== undefined && session.accessToken && session.accessToken !== staleAccessToken) {
        return true
      }
      // Read from storage, not memory: another tab may have rotated the token since.
      const refreshToken = readRefreshToken() ?? session.refreshToken
      if (!refreshToken) {
        if (session.status !== 'anonymous') store.dispatch(sessionEnded({ expired: true }))
        return false
      }
      const traded = await trade(refreshToken)
      if (traded.ok) {
        store.dispatch(sessionStarted({ user: traded.user, tokens: traded.tokens }))
        return true
      }
      if (traded.refused) store.dispatch(sessionEnded({ expired: true }))
      else store.dispatch(restoreAbandoned())
      return false
    }),
  )
}

/** At start: a stored refresh token becomes a session again (or is dropped when refused). */
export async function restoreSession(store: SessionStore): Promise<void> {
  if (sessionOf(store).status === 'restoring') await refreshSession(store)
}
