import type {
  CaChecksDocument,
  BrandCnpjAttributes,
  CaCheckAttributes,
  CaCheckKind,
  UpdateBrandCnpjsRequest,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type BrandCnpj = BrandCnpjAttributes
export type CaCheck = { id: string } & CaCheckAttributes
export type CaCheckPage = {
  checks: CaCheck[]
  total: number
  counts: Record<CaCheckKind, number>
  checkedAt: string | null
}
export type CaCheckRequest = { kind: CaCheckKind | undefined; page: number; size: number }

/** Every product checked against the CAEPI registry (issue 21): the brand's CNPJs and the discrepancies. */
export const caChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrandCnpjs: build.query<BrandCnpj[], void>({
      query: () => '/admin/brand-cnpjs',
      transformResponse: (response: Deserialized<({ id: string } & BrandCnpj)[]>) =>
        response.data.map(({ cnpj, name }) => ({ cnpj, name })),
      providesTags: [{ type: 'CaCheck', id: 'CNPJS' }],
    }),
    updateBrandCnpjs: build.mutation<void, UpdateBrandCnpjsRequest['data']['attributes']['cnpjs']>({
      query: (cnpjs) => ({
        url: '/admin/brand-cnpjs',
        method: 'PUT',
        body: { data: { type: 'brand-cnpjs', attributes: { cnpjs } } },
      }),
      // The holder check depends on them: the report is read again.
      invalidatesTags: ['CaCheck'],
    }),
    listCaChecks: build.query<CaCheckPage, CaCheckRequest>({
      query: ({ kind, page, size }) =>
        `/admin/ca-checks?page[number]=${page}&page[size]=${size}${kind ? `&filter[kind]=${kind}` : ''}`,
      transformResponse: (response: Deserialized<CaCheck[], CaChecksDocument['meta']>) => ({
        checks: response.data,
        total: response.meta.total,
        counts: response.meta.counts,
        checkedAt: response.meta.checkedAt,
      }),
      providesTags: [{ type: 'CaCheck', id: 'LIST' }],
    }),
    useRegistryValidity: build.mutation<CaCheck, string>({
      query: (productId) => ({
        url: `/admin/ca-checks/${encodeURIComponent(productId)}/use-registry-validity`,
        method: 'POST',
      }),
      transformResponse: (response: Deserialized<CaCheck>) => response.data,
      invalidatesTags: [{ type: 'CaCheck', id: 'LIST' }, 'AdminProduct', 'Product'],
    }),
  }),
})

export const {
  useGetBrandCnpjsQuery,
  useUpdateBrandCnpjsMutation,
  useListCaChecksQuery,
  useUseRegistryValidityMutation,
} = caChecksApi
