import { SessionTokens, UserAttributes } from '@escudo/contracts'
import type { Dispatch } from '@reduxjs/toolkit'
import type { ApiFailure } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { sessionStarted, type AuthFailure, type SessionUser } from '../../../lib/session/session-slice'

/** Register, login and refresh: the user in `data`, a new pair of tokens in `meta`. */
export type AuthResult = Deserialized<SessionUser> & { meta: SessionTokens }

/** A deserialized answer (`{ data: user, meta: tokens }`, flattened) checked to be a session; undefined if not. */
export function authResultOf(answer: unknown): AuthResult | undefined {
  if (typeof answer !== 'object' || answer === null || !('data' in answer) || !('meta' in answer))
    return undefined
  const { data, meta } = answer
  const user = UserAttributes.safeParse(data)
  const tokens = SessionTokens.safeParse(meta)
  const id = typeof data === 'object' && data !== null && 'id' in data ? data.id : undefined
  if (!user.success || !tokens.success || typeof id !== 'string') return undefined
  return { data: { ...user.data, id }, meta: tokens.data, links: {} }
}

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
