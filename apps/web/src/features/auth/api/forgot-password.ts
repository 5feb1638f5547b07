import { ForgotPasswordRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { authFailed, authSucceeded } from '../../../lib/session/session-slice'
import { failureOf } from './session-result'

export const forgotPasswordSchema = ForgotPasswordRequest
export type ForgotPasswordInput = ForgotPasswordRequest['data']['attributes']

export const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<unknown, ForgotPasswordInput>({
      query: (attributes) => ({
        url: '/auth/forgot-password',
        method: 'POST',
        body: { data: { type: 'password-resets', attributes } },
      }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(authSucceeded())
        } catch (rejection) {
          dispatch(authFailed(failureOf(rejection)))
        }
      },
    }),
  }),
})

export const { useForgotPasswordMutation } = forgotPasswordApi
