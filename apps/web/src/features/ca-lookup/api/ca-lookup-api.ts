import type { CaAttributes, CatalogueCaAttributes } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

/** A CA of the registry in use, flattened (`{ id, ...attributes }`). */
export type RegistryCa = { id: string } & CaAttributes
/** Before any registry import, a CA of the brand's products as its catalogue says it: not checked yet. */
export type CatalogueCa = { id: string } & CatalogueCaAttributes
export type Ca = RegistryCa | CatalogueCa
export const isCatalogueCa = (ca: Ca): ca is CatalogueCa =>
  'registryChecked' in ca && ca.registryChecked === false
export type CaRegistryStatus = { importedAt: string | null }

export const caLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One CA; 404 when the registry does not list it (or none was imported yet), 400 for a bad number. */
    getCa: build.query<Ca, string>({
      query: (number) => `/ca/${encodeURIComponent(number)}`,
      transformResponse: (response: Deserialized<Ca>) => response.data,
      // The registry changes once a day: a visit keeps what it looked up.
      keepUnusedDataFor: 300,
    }),
    getCaRegistryStatus: build.query<CaRegistryStatus, void>({
      query: () => '/ca-registry/status',
      transformResponse: (response: Deserialized<CaRegistryStatus & { id: string }>) => ({
        importedAt: response.data.importedAt,
      }),
      keepUnusedDataFor: 300,
    }),
  }),
})

export const { useGetCaQuery, useGetCaRegistryStatusQuery } = caLookupApi
