import type { DistributorAttributes, DistributorListDocument, PlaceCount } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { distributorQueryString, type WhereToBuyFilters } from '../utils/where-to-buy-filters'

/** A distributor flattened (`{ id, ...attributes }`). */
export type Distributor = { id: string } & DistributorAttributes
export type DistributorList = {
  distributors: Distributor[]
  total: number
  /** States that have distributors (of the chosen category), with counts: the state picker's options. */
  states: PlaceCount[]
  /** Their cities, by state: the city picker's options. */
  cities: PlaceCount[]
}

export const distributorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDistributors: build.query<DistributorList, WhereToBuyFilters>({
      query: (filters) => `/distributors${distributorQueryString(filters)}`,
      transformResponse: (response: Deserialized<Distributor[], DistributorListDocument['meta']>) => ({
        distributors: response.data,
        total: response.meta.total,
        states: response.meta.states,
        cities: response.meta.cities,
      }),
      providesTags: ['Distributors'],
      keepUnusedDataFor: 300,
    }),
  }),
})

export const { useListDistributorsQuery } = distributorsApi
