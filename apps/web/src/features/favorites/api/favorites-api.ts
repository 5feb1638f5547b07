import type { FavoriteListDocument, ProductSummaryAttributes } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type FavoriteProduct = { id: string } & ProductSummaryAttributes
/** A favourite as the UI sees it: its product resolved from `included` (absent if it was unpublished). */
export type Favorite = {
  id: string
  note: string | null
  createdAt: string
  updatedAt: string
  product: FavoriteProduct | { id: string }
}
export type FavoritePage = { favorites: Favorite[]; total: number }
export type FavoriteListArgs = { page?: number; size?: number; product?: string }

export const hasProductDetails = (product: Favorite['product']): product is FavoriteProduct =>
  'slug' in product

const toQuery = ({ page = 1, size = 24, product }: FavoriteListArgs) => {
  const query = new URLSearchParams({ 'page[number]': String(page), 'page[size]': String(size) })
  if (product) query.set('filter[product]', product)
  return query.toString()
}

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFavorites: build.query<FavoritePage, FavoriteListArgs>({
      query: (args) => `/favorites?${toQuery(args)}`,
      transformResponse: (response: Deserialized<Favorite[], FavoriteListDocument['meta']>) => ({
        favorites: response.data,
        total: response.meta.total,
      }),
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<Favorite, { productId: string; note?: string | null }>({
      query: ({ productId, note }) => ({
        url: '/favorites',
        method: 'POST',
        body: {
          data: {
            type: 'favorites',
            attributes: note === undefined ? {} : { note },
            relationships: { product: { data: { type: 'products', id: productId } } },
          },
        },
      }),
      transformResponse: (response: Deserialized<Favorite>) => response.data,
      invalidatesTags: ['Favorite'],
    }),
    updateFavorite: build.mutation<Favorite, { id: string; note: string | null }>({
      query: ({ id, note }) => ({
        url: `/favorites/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'favorites', id, attributes: { note } } },
      }),
      transformResponse: (response: Deserialized<Favorite>) => response.data,
      invalidatesTags: ['Favorite'],
    }),
    deleteFavorite: build.mutation<void, string>({
      query: (id) => ({ url: `/favorites/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Favorite'],
    }),
  }),
})

export const {
  useListFavoritesQuery,
  useAddFavoriteMutation,
  useUpdateFavoriteMutation,
  useDeleteFavoriteMutation,
} = favoritesApi
