import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import type { Overview } from './types'

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<Overview, void>({
      query: () => '/admin/overview',
      transformResponse: (response: Deserialized<Overview>) => response.data,
      providesTags: ['Overview'],
    }),
  }),
})

export const { useGetOverviewQuery } = overviewApi
