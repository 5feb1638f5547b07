import type {
  AdminTaxonomyGroupResource,
  CreateTaxonomyOptionRequest,
  UpdateTaxonomyOptionRequest,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type TaxonomyGroup = { id: string } & AdminTaxonomyGroupResource['attributes']
export type TaxonomyOption = TaxonomyGroup['options'][number]

const groups = (response: Deserialized<TaxonomyGroup[]>) => response.data
// The storefront's filters and lists show the change.
const invalidates = ['Taxonomy' as const, 'Product' as const]

/** Filter groups with their options and usage counts; option edits, order, additions, deletions. */
export const adminTaxonomyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTaxonomy: build.query<TaxonomyGroup[], void>({
      query: () => '/admin/filter-groups',
      transformResponse: groups,
      providesTags: ['Taxonomy'],
    }),
    addTaxonomyOption: build.mutation<
      TaxonomyGroup[],
      { group: string; attributes: CreateTaxonomyOptionRequest['data']['attributes'] }
    >({
      query: ({ group, attributes }) => ({
        url: `/admin/filter-groups/${encodeURIComponent(group)}/options`,
        method: 'POST',
        body: { data: { type: 'filter-options', attributes } },
      }),
      transformResponse: groups,
      invalidatesTags: invalidates,
    }),
    updateTaxonomyOption: build.mutation<
      TaxonomyGroup[],
      { group: string; option: string; attributes: UpdateTaxonomyOptionRequest['data']['attributes'] }
    >({
      query: ({ group, option, attributes }) => ({
        url: `/admin/filter-groups/${encodeURIComponent(group)}/options/${encodeURIComponent(option)}`,
        method: 'PATCH',
        body: { data: { type: 'filter-options', attributes } },
      }),
      transformResponse: groups,
      invalidatesTags: invalidates,
    }),
    reorderTaxonomyOptions: build.mutation<TaxonomyGroup[], { group: string; options: string[] }>({
      query: ({ group, options }) => ({
        url: `/admin/filter-groups/${encodeURIComponent(group)}/order`,
        method: 'PUT',
        body: { data: { type: 'filter-option-orders', attributes: { options } } },
      }),
      transformResponse: groups,
      invalidatesTags: invalidates,
    }),
    deleteTaxonomyOption: build.mutation<void, { group: string; option: string }>({
      query: ({ group, option }) => ({
        url: `/admin/filter-groups/${encodeURIComponent(group)}/options/${encodeURIComponent(option)}`,
        method: 'DELETE',
      }),
      invalidatesTags: invalidates,
    }),
  }),
})

export const {
  useGetAdminTaxonomyQuery,
  useAddTaxonomyOptionMutation,
  useUpdateTaxonomyOptionMutation,
  useReorderTaxonomyOptionsMutation,
  useDeleteTaxonomyOptionMutation,
} = adminTaxonomyApi
