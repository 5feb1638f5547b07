import { sizeGuideTableOf, type SizeGuideId, type SizeGuideTable } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'

export type { SizeGuideTable }

/** The brand's body-measure tables (issue 21): read as the store shows them, replaced whole by staff. */
export const adminSizeGuidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditedSizeGuide: build.query<SizeGuideTable, SizeGuideId>({
      query: (id) => `/size-guides/${id}`,
      transformResponse: sizeGuideTableOf,
    }),
    saveSizeGuide: build.mutation<SizeGuideTable, { id: SizeGuideId; table: SizeGuideTable }>({
      query: ({ id, table }) => ({
        url: `/admin/size-guides/${id}`,
        method: 'PUT',
        body: { data: { type: 'size-guides', attributes: table } },
      }),
      transformResponse: sizeGuideTableOf,
      // The saved table becomes the loaded one; a refusal is the form's to show.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined)
        if (result) dispatch(adminSizeGuidesApi.util.upsertQueryData('getEditedSizeGuide', id, result.data))
      },
    }),
  }),
})

export const { useGetEditedSizeGuideQuery, useSaveSizeGuideMutation } = adminSizeGuidesApi
