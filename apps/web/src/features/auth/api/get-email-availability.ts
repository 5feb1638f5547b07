import { api } from '../../../lib/api-client'
import { mailValidityChanged } from '../../../lib/session/session-slice'

type Availability = { meta: { available?: boolean } }

export const emailAvailabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailAvailability: build.query<boolean, string>({
      query: (email) => ({ url: '/auth/email-availability', params: { email } }),
      transformResponse: (response: Availability) => response.meta.available === true,
      // An account may be created meanwhile: ask again after a minute rather than trust an old answer.
      keepUnusedDataFor: 60,
      // The "mail-valid" flag of the seed follows the last answer.
      async onQueryStarted(_email, { dispatch, queryFulfilled }) {
        try {
          dispatch(mailValidityChanged((await queryFulfilled).data))
        } catch {
          dispatch(mailValidityChanged(null))
        }
      },
    }),
  }),
})

export const { useGetEmailAvailabilityQuery } = emailAvailabilityApi
