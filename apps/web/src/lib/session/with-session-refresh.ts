import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { AUTH_ERROR_CODES } from '@escudo/contracts'
import { readRefreshToken } from './refresh-token-storage'
import { refreshSession, sessionLock } from './refresh-session'
import type { SessionState } from './session-slice'

type Failure = { status: unknown; errors: { code: string }[] }

const accessTokenOf = (getState: () => unknown) =>
  (getState() as { session?: SessionState }).session?.accessToken ?? null

/** A 401 worth a refresh: the access token expired or is invalid, or none was sent while a session is stored. */
function needsRefresh(error: Failure | undefined, sentToken: string | null): boolean {
  if (error?.status !== 401) return false
  if (error.errors.some((e) => e.code === AUTH_ERROR_CODES.invalidToken)) return true
  return sentToken === null && readRefreshToken() !== null
}

/**
 * Wraps the base query: requests wait while a refresh is on its way; a request
 * refused for its access token triggers one refresh (shared with every other
 * request refused meanwhile) and is then replayed with the new token. When the
 * refresh is refused, the session ends and the original 401 is returned.
 */
export function withSessionRefresh<Args, Result, Error extends Failure, Extra, Meta>(
  baseQuery: BaseQueryFn<Args, Result, Error, Extra, Meta>,
): BaseQueryFn<Args, Result, Error, Extra, Meta> {
  return async (args, api, extraOptions) => {
    await sessionLock.idle()
    const sentToken = accessTokenOf(api.getState)
    const result = await baseQuery(args, api, extraOptions)
    if (!needsRefresh(result.error, sentToken)) return result
    const renewed = await refreshSession(api, sentToken)
    return renewed ? baseQuery(args, api, extraOptions) : result
  }
}
