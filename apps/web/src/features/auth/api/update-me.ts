import { UpdateMeRequest, type SessionTokens } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { sessionStarted, userUpdated, type SessionUser } from '../../../lib/session/session-slice'

/** Profile edits and password changes both go through PATCH /me. */
export const updateMeSchema = UpdateMeRequest
export type UpdateMeInput = UpdateMeRequest['data']['attributes']

type MeResult = Deserialized<SessionUser> & { meta: Partial<SessionTokens> }

export const updateMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<MeResult, UpdateMeInput>({
      query: (attributes) => ({ url: '/me', method: 'PATCH', body: { data: { type: 'users', attributes } } }),
      // The session holds the user (there is no cached /me query to invalidate). After a password
      // change the server closed every session and answers a new pair for this one: adopt it, or
      // the next refresh would present a revoked token.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        const { accessToken, refreshToken, expiresIn } = data.meta
        if (accessToken && refreshToken && expiresIn) {
          dispatch(sessionStarted({ user: data.data, tokens: { accessToken, refreshToken, expiresIn } }))
        } else {
          dispatch(userUpdated(data.data))
        }
      },
    }),
  }),
})

export const { useUpdateMeMutation } = updateMeApi
