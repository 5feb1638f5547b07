import { AcceptInvitationRequest } from '@escudo/contracts'
import { api, jsonApiBaseQuery, type ApiFailure } from '../../../lib/api-client'
import { readRefreshToken } from '../../../lib/session/refresh-token-storage'
import { sessionLock } from '../../../lib/session/refresh-session'
import { authFailed, type SessionState } from '../../../lib/session/session-slice'
import { authResultOf, failureOf, startSession, type AuthResult } from './session-result'

export const acceptInvitationSchema = AcceptInvitationRequest
export type AcceptInvitationInput = Pick<AcceptInvitationRequest['data']['attributes'], 'token' | 'password'>

/** An answer that is not a session: what the base query calls an answer it could not read. */
const UNREADABLE: ApiFailure = { status: 'PARSING_ERROR', errors: [] }

/**
 * The new staff account is signed in, as after a login, and the session this browser held until then (a
 * customer's, a colleague's) ends on the server, as on sign-out: its refresh token goes with the request.
 */
export const acceptInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AuthResult, AcceptInvitationInput>({
      // The plain base query: the refreshing one would wait for the session lock, held below.
      queryFn: async (attributes, queryApi, extraOptions) => {
        const { session } = queryApi.getState() as { session: SessionState }
        const previousRefreshToken = readRefreshToken() ?? session.refreshToken ?? undefined
        const result = await jsonApiBaseQuery(
          {
            url: '/auth/invitations',
            method: 'POST',
            body: {
              data: { type: 'invitation-acceptances', attributes: { ...attributes, previousRefreshToken } },
            },
          },
          queryApi,
          extraOptions,
        )
        if (result.error) return { error: result.error }
        const started = authResultOf(result.data)
        return started ? { data: started } : { error: UNREADABLE }
      },
      // Taken as the request starts, the session lock keeps a refresh of the earlier session from answering
      // after the new one started (its user would come back). The session starts once the mutation is done:
      // a new user empties the API cache (lib/session/sync-session.ts), which would abort it.
      onQueryStarted: (_input, { dispatch, queryFulfilled }) =>
        sessionLock.run(async () => {
          try {
            startSession(dispatch, (await queryFulfilled).data)
          } catch (rejection) {
            dispatch(authFailed(failureOf(rejection)))
          }
        }),
    }),
  }),
})

export const { useAcceptInvitationMutation } = acceptInvitationApi
