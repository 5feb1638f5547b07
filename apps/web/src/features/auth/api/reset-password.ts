import { ResetPasswordRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { authFailed, authSucceeded } from '../../../lib/session/session-slice'
import { failureOf } from './session-result'

export const resetPasswordSchema = ResetPasswordRequest
export type ResetPasswordInput = ResetPasswordRequest['data']['attributes']

export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<unknown, ResetPasswordInput>({
      query: (attributes) => ({
        url: '/auth/reset-password',
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

export const { useResetPasswordMutation } = resetPasswordApi
