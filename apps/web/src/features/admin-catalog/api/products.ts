import type {
  AdminProductAttributes,
  AdminProductQuery,
  AdminProductSummaryAttributes,
  CreateProductRequest,
  UpdateProductRequest,
} from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type AdminProduct = { id: string } & AdminProductAttributes
export type AdminProductRow = { id: string } & AdminProductSummaryAttributes
export type AdminProductPage = { rows: AdminProductRow[]; total: number }
export type CreateProductInput = CreateProductRequest['data']['attributes']
export type UpdateProductInput = UpdateProductRequest['data']['attributes']

const query = (params: AdminProductQuery) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return search.toString()
}

const product = (response: Deserialized<AdminProduct>) => response.data
const tags = (result: AdminProduct | undefined) => [
  { type: 'AdminProduct' as const, id: result?.id ?? 'unknown' },
  { type: 'AdminProduct' as const, id: 'LIST' },
  // The storefront's lists and pages show the change too.
  'Product' as const,
  'Highlight' as const,
]

/** The back office's products: list, read, create, edit, publish, duplicate, delete. */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<AdminProductPage, AdminProductQuery>({
      query: (params) => `/admin/products?${query(params)}`,
      transformResponse: (response: Deserialized<AdminProductRow[]>) => ({
        rows: response.data,
        total: response.meta.total as number,
      }),
      providesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      transformResponse: product,
      providesTags: (result, _error, id) => [{ type: 'AdminProduct', id: result?.id ?? id }],
    }),
    createAdminProduct: build.mutation<AdminProduct, CreateProductInput>({
      query: (attributes) => ({
        url: '/admin/products',
        method: 'POST',
        body: { data: { type: 'products', attributes } },
      }),
      transformResponse: product,
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
    updateAdminProduct: build.mutation<AdminProduct, { id: string; attributes: UpdateProductInput }>({
      query: ({ id, attributes }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'products', id, attributes } },
      }),
      transformResponse: product,
      invalidatesTags: tags,
    }),
    setAdminProductPublished: build.mutation<AdminProduct, { id: string; published: boolean }>({
      query: ({ id, published }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      transformResponse: product,
      invalidatesTags: tags,
    }),
    duplicateAdminProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      transformResponse: product,
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
    deleteAdminProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }, 'Product', 'Highlight'],
    }),
  }),
})

export const {
  useListAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateAdminProductMutation,
  useUpdateAdminProductMutation,
  useSetAdminProductPublishedMutation,
  useDuplicateAdminProductMutation,
  useDeleteAdminProductMutation,
} = adminProductsApi
