import type { AdminBannerAttributes, AdminHighlightsDocument, UpdateBannerRequest } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type AdminBanner = { id: string } & AdminBannerAttributes
export type HighlightProduct = { id: string } & AdminHighlightsDocument['data'][number]['attributes']
export type BannerFields = {
  title: string
  subtitle: string
  link: string
  imageAlt: string
  /** English texts (issue 22): empty means not translated (the English home shows the Portuguese). */
  titleEn: string
  subtitleEn: string
  linkEn: string
  imageAltEn: string
  activeFrom: string
  activeUntil: string
}

const noJson = { 'content-type': undefined }
const banners = (response: Deserialized<AdminBanner[]>) => response.data
const banner = (response: Deserialized<AdminBanner>) => response.data
const highlights = (response: Deserialized<HighlightProduct[]>) => response.data

/** Home page: banners and highlights. */
export const adminHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminBanners: build.query<AdminBanner[], void>({
      query: () => '/admin/banners',
      transformResponse: banners,
      providesTags: ['Banner'],
    }),
    createBanner: build.mutation<AdminBanner, { fields: BannerFields; file: File }>({
      query: ({ fields, file }) => {
        const body = new FormData()
        for (const [name, value] of Object.entries(fields)) body.append(name, value)
        body.append('file', file)
        return { url: '/admin/banners', method: 'POST', headers: noJson, body }
      },
      transformResponse: banner,
      invalidatesTags: ['Banner'],
    }),
    updateBanner: build.mutation<
      AdminBanner,
      { id: string; attributes: UpdateBannerRequest['data']['attributes'] }
    >({
      query: ({ id, attributes }) => ({
        url: `/admin/banners/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'banners', id, attributes } },
      }),
      transformResponse: banner,
      invalidatesTags: ['Banner'],
    }),
    replaceBannerImage: build.mutation<AdminBanner, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData()
        body.append('file', file)
        return { url: `/admin/banners/${encodeURIComponent(id)}/image`, method: 'PUT', headers: noJson, body }
      },
      transformResponse: banner,
      invalidatesTags: ['Banner'],
    }),
    reorderBanners: build.mutation<AdminBanner[], string[]>({
      query: (ids) => ({
        url: '/admin/banner-order',
        method: 'PUT',
        body: { data: { type: 'banner-orders', attributes: { ids } } },
      }),
      transformResponse: banners,
      invalidatesTags: ['Banner'],
    }),
    deleteBanner: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/banners/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Banner'],
    }),
    getAdminHighlights: build.query<HighlightProduct[], void>({
      query: () => '/admin/highlights',
      transformResponse: highlights,
      providesTags: ['Highlight'],
    }),
    setHighlights: build.mutation<HighlightProduct[], string[]>({
      query: (productIds) => ({
        url: '/admin/highlights',
        method: 'PUT',
        body: { data: { type: 'highlights', attributes: { productIds } } },
      }),
      transformResponse: highlights,
      invalidatesTags: ['Highlight'],
    }),
  }),
})

export const {
  useListAdminBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useReplaceBannerImageMutation,
  useReorderBannersMutation,
  useDeleteBannerMutation,
  useGetAdminHighlightsQuery,
  useSetHighlightsMutation,
} = adminHomeApi
