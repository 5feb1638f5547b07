import { sizeGuideTableOf, type SizeGuideId, type SizeGuideTable } from '@escudo/contracts'
import { api } from '../../../lib/api-client'

export type { SizeGuideTable }

/** The brand's body-measure tables (issue 21), read when the product page's size guide opens. */
export const sizeGuidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSizeGuide: build.query<SizeGuideTable, SizeGuideId>({
      query: (id) => `/size-guides/${id}`,
      transformResponse: sizeGuideTableOf,
      keepUnusedDataFor: 600,
    }),
  }),
})

export const { useGetSizeGuideQuery } = sizeGuidesApi
