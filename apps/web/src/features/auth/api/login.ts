import { LoginRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { authFailed } from '../../../lib/session/session-slice'
import { failureOf, startSession, type AuthResult } from './session-result'

/** The form validates with the server's own schema. */
export const loginSchema = LoginRequest
export type LoginInput = LoginRequest['data']['attributes']

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginInput>({
      query: (attributes) => ({
        url: '/auth/login',
        method: 'POST',
        body: { data: { type: 'sessions', attributes } },
      }),
      // Seed section 4: a successful login stores the user; a failure stores the error.
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

export const { useLoginMutation } = loginApi
