import type { SynonymSetAttributes, UpdateSynonymSetRequest } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type SynonymSet = { id: string } & SynonymSetAttributes
export type SynonymSetFields = Pick<SynonymSetAttributes, 'language' | 'terms' | 'oneWay'>

const one = (response: Deserialized<SynonymSet>) => response.data

/** The search's synonym sets (issue 36): list, add, change, delete. */
export const adminSynonymsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSynonymSets: build.query<SynonymSet[], void>({
      query: () => '/admin/search/synonyms',
      transformResponse: (response: Deserialized<SynonymSet[]>) => response.data,
      providesTags: ['SynonymSet'],
    }),
    createSynonymSet: build.mutation<SynonymSet, SynonymSetFields>({
      query: (attributes) => ({
        url: '/admin/search/synonyms',
        method: 'POST',
        body: { data: { type: 'search-synonyms', attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['SynonymSet'],
    }),
    updateSynonymSet: build.mutation<
      SynonymSet,
      { id: string; attributes: UpdateSynonymSetRequest['data']['attributes'] }
    >({
      query: ({ id, attributes }) => ({
        url: `/admin/search/synonyms/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'search-synonyms', id, attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['SynonymSet'],
    }),
    deleteSynonymSet: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/search/synonyms/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SynonymSet'],
    }),
  }),
})

export const {
  useListSynonymSetsQuery,
  useCreateSynonymSetMutation,
  useUpdateSynonymSetMutation,
  useDeleteSynonymSetMutation,
} = adminSynonymsApi
