import type { CustomerListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type Customer, type Page } from './types'

export type CustomerParams = { page: number; q?: string; disabled: 'all' | 'true' | 'false'; sort?: string }

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<Page<Customer>, CustomerParams>({
      query: ({ page, q, disabled, sort }) =>
        `/admin/customers?${listQuery({
          'page[number]': page,
          'page[size]': 20,
          'filter[q]': q?.trim(),
          'filter[disabled]': disabled === 'all' ? undefined : disabled,
          sort,
        })}`,
      transformResponse: (response: Deserialized<Customer[], CustomerListDocument['meta']>) => ({
        items: response.data,
        total: response.meta.total,
      }),
      providesTags: ['Customer'],
    }),
    getCustomer: build.query<Customer, string>({
      query: (id) => `/admin/customers/${encodeURIComponent(id)}`,
      transformResponse: (response: Deserialized<Customer>) => response.data,
      providesTags: ['Customer'],
    }),
    setCustomerDisabled: build.mutation<Customer, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/admin/customers/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'customers', id, attributes: { disabled } } },
      }),
      transformResponse: (response: Deserialized<Customer>) => response.data,
      invalidatesTags: ['Customer'],
    }),
  }),
})

export const { useListCustomersQuery, useGetCustomerQuery, useSetCustomerDisabledMutation } = customersApi
