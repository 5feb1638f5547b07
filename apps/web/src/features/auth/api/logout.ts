import { api, jsonApiBaseQuery } from '../../../lib/api-client'
import { readRefreshToken } from '../../../lib/session/refresh-token-storage'
import { sessionLock } from '../../../lib/session/refresh-session'
import { sessionEnded, type SessionState } from '../../../lib/session/session-slice'

/**
 * Signs out here and on the server. It takes the session lock, so it never
 * races a refresh (which would leave it holding an already rotated token), and
 * the local session ends whatever the server answers: signing out always works.
 */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, void>({
      queryFn: (_arg, queryApi, extraOptions) =>
        sessionLock.run(async () => {
          const { session } = queryApi.getState() as { session: SessionState }
          const refreshToken = readRefreshToken() ?? session.refreshToken
          if (refreshToken) {
            // The plain base query: the refreshing one would wait for the lock this holds.
            await jsonApiBaseQuery(
              {
                url: '/auth/logout',
                method: 'POST',
                body: { data: { type: 'sessions', attributes: { refreshToken } } },
              },
              queryApi,
              extraOptions,
            )
          }
          queryApi.dispatch(sessionEnded({ expired: false }))
          return { data: null }
        }),
    }),
  }),
})

export const { useLogoutMutation } = logoutApi
