import type { AdminEstimateListDocument, AdminUpdateEstimateRequest, EstimateStatus } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type Estimate, type Page } from './types'

export type EstimateInboxParams = {
  page: number
  size?: number
  status?: EstimateStatus | undefined
  q?: string | undefined
  customer?: string | undefined
  sort?: string | undefined
}
export type EstimateInboxPage = Page<Estimate, { statusCounts: Record<EstimateStatus, number> }>
export type StaffChange = AdminUpdateEstimateRequest['data']['attributes']

export const estimatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminEstimates: build.query<EstimateInboxPage, EstimateInboxParams>({
      query: ({ page, size = 20, status, q, customer, sort }) =>
        `/admin/estimates?${listQuery({
          'page[number]': page,
          'page[size]': size,
          'filter[status]': status,
          'filter[q]': q?.trim(),
          'filter[customer]': customer,
          sort,
        })}`,
      transformResponse: (response: Deserialized<Estimate[], AdminEstimateListDocument['meta']>) => ({
        items: response.data,
        total: response.meta.total,
        statusCounts: response.meta.statusCounts,
      }),
      providesTags: ['AdminEstimate'],
    }),
    getAdminEstimate: build.query<Estimate, string>({
      query: (id) => `/admin/estimates/${encodeURIComponent(id)}`,
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      providesTags: (estimate) => [{ type: 'AdminEstimate', id: estimate?.id ?? 'unknown' }],
    }),
    /** Ask for information, answer with prices, or decline: the server emails the customer. */
    updateAdminEstimate: build.mutation<Estimate, { id: string; change: StaffChange }>({
      query: ({ id, change }) => ({
        url: `/admin/estimates/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'estimates', id, attributes: change } },
      }),
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      invalidatesTags: ['AdminEstimate', 'Overview', 'Outbox', 'Estimate'],
    }),
    postAdminEstimateMessage: build.mutation<Estimate, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/admin/estimates/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body: { data: { type: 'messages', attributes: { body } } },
      }),
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      invalidatesTags: ['AdminEstimate', 'Outbox', 'Estimate'],
    }),
  }),
})

export const {
  useListAdminEstimatesQuery,
  useGetAdminEstimateQuery,
  useUpdateAdminEstimateMutation,
  usePostAdminEstimateMessageMutation,
} = estimatesApi
