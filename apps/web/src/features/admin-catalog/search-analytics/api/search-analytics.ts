import type {
  BlockedTermResource,
  Language,
  SearchAnalyticsDocument,
  SearchQueryAttributes,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'
import { downloadedFile, type ExportedFile } from '../../../../lib/save-file'

export type SearchQueryRow = { id: string } & SearchQueryAttributes
export type SearchAnalytics = { rows: SearchQueryRow[]; meta: SearchAnalyticsDocument['meta'] }
export type BlockedTerm = { id: string } & BlockedTermResource['attributes']
export type AnalyticsFilters = {
  days: number
  language: Language | null
  /** Which queries: the most searched, those that found nothing, those that got no click. */
  list?: 'top' | 'noResults' | 'noClicks'
}

const queryOf = ({ days, language, list = 'top' }: AnalyticsFilters) => {
  const params = new URLSearchParams({ 'filter[days]': String(days) })
  if (language) params.set('filter[language]', language)
  if (list === 'noResults') params.set('filter[noResults]', 'true')
  if (list === 'noClicks') params.set('filter[noClicks]', 'true')
  return params.toString()
}

/** The storefront search's analytics (issue 36) and the terms kept out of the popular searches. */
export const adminSearchAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchAnalytics: build.query<SearchAnalytics, AnalyticsFilters>({
      query: (filters) => `/admin/search/analytics?${queryOf(filters)}&page[size]=20`,
      transformResponse: (response: Deserialized<SearchQueryRow[], SearchAnalyticsDocument['meta']>) => ({
        rows: response.data,
        meta: response.meta,
      }),
      providesTags: ['SearchAnalytics'],
    }),
    /** The CSV: fetched with the access token (a plain link cannot send it), saved as an object URL. */
    exportSearchAnalytics: build.mutation<ExportedFile, AnalyticsFilters>({
      query: (filters) => ({
        url: `/admin/search/analytics/export?${queryOf(filters)}`,
        responseHandler: (response) => downloadedFile(response, 'escudo-buscas.csv'),
      }),
    }),
    listBlockedTerms: build.query<BlockedTerm[], void>({
      query: () => '/admin/search/blocked-terms',
      transformResponse: (response: Deserialized<BlockedTerm[]>) => response.data,
      providesTags: ['BlockedTerm'],
    }),
    blockTerm: build.mutation<BlockedTerm, { language: Language; term: string }>({
      query: (attributes) => ({
        url: '/admin/search/blocked-terms',
        method: 'POST',
        body: { data: { type: 'search-blocked-terms', attributes } },
      }),
      transformResponse: (response: Deserialized<BlockedTerm>) => response.data,
      invalidatesTags: ['BlockedTerm'],
    }),
    unblockTerm: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/search/blocked-terms/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['BlockedTerm'],
    }),
  }),
})

export const {
  useGetSearchAnalyticsQuery,
  useExportSearchAnalyticsMutation,
  useListBlockedTermsQuery,
  useBlockTermMutation,
  useUnblockTermMutation,
} = adminSearchAnalyticsApi
