import type { SessionTokens } from '@escudo/contracts'
import type { Dispatch } from '@reduxjs/toolkit'
import type { ApiFailure } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { sessionStarted, type AuthFailure, type SessionUser } from '../../../lib/session/session-slice'

/** Register, login and refresh: the user in `data`, a new pair of tokens in `meta`. */
export type AuthResult = Deserialized<SessionUser> & { meta: SessionTokens }

export function startSession(dispatch: Dispatch, result: AuthResult): void {
  dispatch(sessionStarted({ user: result.data, tokens: result.meta }))
}

/** What `queryFulfilled` rejects with, reduced to the serialisable failure the session slice keeps. */
export function failureOf(rejection: unknown): AuthFailure {
  const error = (rejection as { error?: ApiFailure } | undefined)?.error
  if (!error || !Array.isArray(error.errors)) return { status: 'CUSTOM_ERROR', errors: [] }
  return {
    status: error.status,
    errors: error.errors,
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  }
}
