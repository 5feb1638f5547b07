import { RegisterRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { registerSettled } from '../../../lib/session/session-slice'
import { startSession, type AuthResult } from './session-result'

export const registerSchema = RegisterRequest
export type RegisterInput = RegisterRequest['data']['attributes']

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResult, RegisterInput>({
      query: (attributes) => ({
        url: '/auth/register',
        method: 'POST',
        body: { data: { type: 'users', attributes } },
      }),
      // Seed section 4: register stores success or sets an error flag; the new account is signed in.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          startSession(dispatch, data)
          dispatch(registerSettled({ ok: true }))
        } catch {
          dispatch(registerSettled({ ok: false }))
        }
      },
    }),
  }),
})

export const { useRegisterMutation } = registerApi
