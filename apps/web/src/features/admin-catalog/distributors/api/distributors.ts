import type {
  AdminDistributorListDocument,
  AdminDistributorAttributes,
  AdminDistributorQuery,
  DistributorImportAttributes,
  ExportFormat,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'
import { downloadedFile, type ExportedFile } from '../../../../lib/save-file'

export type AdminDistributor = { id: string } & AdminDistributorAttributes
export type AdminDistributorPage = { distributors: AdminDistributor[]; total: number }
/** The form's values: every field as text, categories as option ids. */
export type DistributorFormValues = {
  cnpj: string
  name: string
  state: string
  city: string
  address: string
  phone: string
  email: string
  website: string
  categories: string[]
}
export type DistributorImportReport = DistributorImportAttributes

const noJson = { 'content-type': undefined }
const one = (response: Deserialized<AdminDistributor>) => response.data

const listQuery = (query: AdminDistributorQuery) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return search.toString()
}

/** "Onde comprar" in the back office: the distributors, their import and export. */
export const adminDistributorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminDistributors: build.query<AdminDistributorPage, AdminDistributorQuery>({
      query: (query) => `/admin/distributors?${listQuery(query)}`,
      transformResponse: (
        response: Deserialized<AdminDistributor[], AdminDistributorListDocument['meta']>,
      ) => ({
        distributors: response.data,
        total: response.meta.total,
      }),
      providesTags: ['Distributors'],
    }),
    createDistributor: build.mutation<AdminDistributor, DistributorFormValues>({
      query: (attributes) => ({
        url: '/admin/distributors',
        method: 'POST',
        body: { data: { type: 'distributors', attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['Distributors'],
    }),
    updateDistributor: build.mutation<
      AdminDistributor,
      { id: string; attributes: DistributorFormValues & { version: number } }
    >({
      query: ({ id, attributes }) => ({
        url: `/admin/distributors/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'distributors', id, attributes } },
      }),
      transformResponse: one,
      invalidatesTags: ['Distributors'],
    }),
    deleteDistributor: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/distributors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Distributors'],
    }),
    importDistributors: build.mutation<DistributorImportReport, { file: File; dryRun: boolean }>({
      query: ({ file, dryRun }) => {
        const body = new FormData()
        body.append('dryRun', String(dryRun))
        body.append('file', file)
        return { url: '/admin/distributors/import', method: 'POST', headers: noJson, body }
      },
      transformResponse: (response: Deserialized<DistributorImportReport>) => response.data,
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['Distributors']),
    }),
    exportDistributors: build.mutation<ExportedFile, ExportFormat>({
      query: (format) => ({
        url: `/admin/exports/distributors?format=${format}`,
        responseHandler: (response) => downloadedFile(response, `escudo-distribuidores.${format}`),
      }),
    }),
  }),
})

export const {
  useListAdminDistributorsQuery,
  useCreateDistributorMutation,
  useUpdateDistributorMutation,
  useDeleteDistributorMutation,
  useImportDistributorsMutation,
  useExportDistributorsMutation,
} = adminDistributorsApi
