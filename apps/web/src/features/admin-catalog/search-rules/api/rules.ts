import type {
  SearchRuleAttributes,
  SearchRuleInput,
  SearchRulePreviewDocument,
  UpdateSearchRuleRequest,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type SearchRule = { id: string } & SearchRuleAttributes
export type SearchRuleFields = SearchRuleInput
export type RulePreview = SearchRulePreviewDocument['data']['attributes']

const one = (response: Deserialized<SearchRule>) => response.data

/** The search's rules (issue 36): list, add, change, delete, and preview one before saving it. */
export const adminSearchRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSearchRules: build.query<SearchRule[], void>({
      query: () => '/admin/search/rules',
      transformResponse: (response: Deserialized<SearchRule[]>) => response.data,
      providesTags: ['SearchRule'],
    }),
    createSearchRule: build.mutation<SearchRule, SearchRuleFields>({
      query: (attributes) => ({
        url: '/admin/search/rules',
        method: 'POST',
        body: { data: { type: 'search-rules', attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['SearchRule'],
    }),
    updateSearchRule: build.mutation<
      SearchRule,
      { id: string; attributes: UpdateSearchRuleRequest['data']['attributes'] }
    >({
      query: ({ id, attributes }) => ({
        url: `/admin/search/rules/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'search-rules', id, attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['SearchRule'],
    }),
    deleteSearchRule: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/search/rules/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SearchRule'],
    }),
    previewSearchRule: build.mutation<RulePreview, SearchRuleFields & { id?: string | undefined }>({
      query: (attributes) => ({
        url: '/admin/search/rules/preview',
        method: 'POST',
        body: { data: { type: 'search-rule-previews', attributes } },
      }),
      transformResponse: (response: Deserialized<{ id: string } & RulePreview>) => response.data,
    }),
  }),
})

export const {
  useListSearchRulesQuery,
  useCreateSearchRuleMutation,
  useUpdateSearchRuleMutation,
  useDeleteSearchRuleMutation,
  usePreviewSearchRuleMutation,
} = adminSearchRulesApi
