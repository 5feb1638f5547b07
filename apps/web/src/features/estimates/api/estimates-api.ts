import type { EstimateAttributes, EstimateListDocument, EstimateStatus } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type Estimate = { id: string } & EstimateAttributes
export type EstimatePage = { estimates: Estimate[]; total: number; openCount: number }
export type EstimateLineInput = {
  productId: string
  quantity: number
  size?: string | null
  note?: string | null
}
export type EstimateChange =
  | { status: Extract<EstimateStatus, 'cancelado' | 'aprovado'> }
  | { lines?: EstimateLineInput[]; message?: string }

const document = (type: string, attributes: object, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
})
const byId = (estimate: Estimate | undefined) => [
  { type: 'Estimate' as const, id: estimate?.id ?? 'unknown' },
  { type: 'Estimate' as const, id: 'LIST' },
]

export const estimatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEstimates: build.query<EstimatePage, { page?: number; size?: number }>({
      query: ({ page = 1, size = 20 }) => `/estimates?page[number]=${page}&page[size]=${size}`,
      transformResponse: (response: Deserialized<Estimate[], EstimateListDocument['meta']>) => ({
        estimates: response.data,
        total: response.meta.total,
        openCount: response.meta.openCount,
      }),
      providesTags: [{ type: 'Estimate', id: 'LIST' }],
    }),
    getEstimate: build.query<Estimate, string>({
      query: (id) => `/estimates/${encodeURIComponent(id)}`,
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      providesTags: (estimate, _error, id) => [{ type: 'Estimate', id: estimate?.id ?? id }],
    }),
    addEstimate: build.mutation<Estimate, { message: string; lines: EstimateLineInput[] }>({
      query: (attributes) => ({ url: '/estimates', method: 'POST', body: document('estimates', attributes) }),
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      invalidatesTags: [{ type: 'Estimate', id: 'LIST' }],
    }),
    updateEstimate: build.mutation<Estimate, { id: string; change: EstimateChange }>({
      query: ({ id, change }) => ({
        url: `/estimates/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: document('estimates', change, id),
      }),
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      invalidatesTags: byId,
    }),
    /** A message; on `informacao_pendente` it is the answer the brand asked for, and reopens the estimate. */
    addEstimateMessage: build.mutation<Estimate, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/estimates/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body: document('messages', { body }),
      }),
      transformResponse: (response: Deserialized<Estimate>) => response.data,
      invalidatesTags: byId,
    }),
    /** The PDF needs the access token, so it is fetched here and handed over as an object URL. */
    getEstimatePdf: build.mutation<string, string>({
      query: (id) => ({
        url: `/estimates/${encodeURIComponent(id)}/pdf`,
        headers: { accept: 'application/pdf' },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
})

export const {
  useListEstimatesQuery,
  useGetEstimateQuery,
  useAddEstimateMutation,
  useUpdateEstimateMutation,
  useAddEstimateMessageMutation,
  useGetEstimatePdfMutation,
} = estimatesApi
