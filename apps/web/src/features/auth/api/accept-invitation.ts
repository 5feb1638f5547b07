import { AcceptInvitationRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { authFailed } from '../../../lib/session/session-slice'
import { failureOf, startSession, type AuthResult } from './session-result'

export const acceptInvitationSchema = AcceptInvitationRequest
export type AcceptInvitationInput = AcceptInvitationRequest['data']['attributes']

export const acceptInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AuthResult, AcceptInvitationInput>({
      query: (attributes) => ({
        url: '/auth/invitations',
        method: 'POST',
        body: { data: { type: 'invitation-acceptances', attributes } },
      }),
      // The new staff account is signed in, as after a login.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          startSession(dispatch, (await queryFulfilled).data)
        } catch (rejection) {
          dispatch(authFailed(failureOf(rejection)))
        }
      },
    }),
  }),
})

export const { useAcceptInvitationMutation } = acceptInvitationApi
