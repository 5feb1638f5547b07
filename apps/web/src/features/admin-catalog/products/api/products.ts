import type {
  AdminProductListDocument,
  AdminProductAttributes,
  AdminProductQuery,
  AdminProductSummaryAttributes,
  CreateProductRequest,
  UpdateProductRequest,
} from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type AdminProduct = { id: string } & AdminProductAttributes
export type AdminProductRow = { id: string } & AdminProductSummaryAttributes
export type AdminProductPage = { rows: AdminProductRow[]; total: number }
export type CreateProductInput = CreateProductRequest['data']['attributes']
export type UpdateProductInput = UpdateProductRequest['data']['attributes']

/** A list's (or export's) parameters as a query string, without the empty ones. */
export const queryString = (params: object) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return search.toString()
}

const product = (response: Deserialized<AdminProduct>) => response.data
// The saved product itself is not invalidated: the write answered with it (see `cacheSaved`).
const tags = [
  { type: 'AdminProduct' as const, id: 'LIST' },
  // The storefront's lists and pages show the change too.
  'Product' as const,
  'Highlight' as const,
]

const adminProductReads = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<AdminProductPage, AdminProductQuery>({
      query: (params) => `/admin/products?${queryString(params)}`,
      transformResponse: (response: Deserialized<AdminProductRow[], AdminProductListDocument['meta']>) => ({
        rows: response.data,
        total: response.meta.total,
      }),
      providesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      transformResponse: product,
      providesTags: (result, _error, id) => [{ type: 'AdminProduct', id: result?.id ?? id }],
    }),
  }),
})

/**
 * A product write answers with the product as saved: it goes into the cache as it is, so the editor
 * shows it without asking the server for it again.
 */
export async function cacheSaved(
  _arg: unknown,
  lifecycle: {
    dispatch: (
      action: ReturnType<typeof adminProductReads.util.upsertQueryData<'getAdminProduct'>>,
    ) => unknown
    queryFulfilled: Promise<{ data: AdminProduct }>
  },
) {
  try {
    const { data } = await lifecycle.queryFulfilled
    lifecycle.dispatch(adminProductReads.util.upsertQueryData('getAdminProduct', data.id, data))
  } catch {
    // A failed write changed nothing: the cached product stays as it was.
  }
}

/** The back office's products: list, read, create, edit, publish, duplicate, delete. */
export const adminProductsApi = adminProductReads.injectEndpoints({
  endpoints: (build) => ({
    createAdminProduct: build.mutation<AdminProduct, CreateProductInput>({
      query: (attributes) => ({
        url: '/admin/products',
        method: 'POST',
        body: { data: { type: 'products', attributes } },
      }),
      transformResponse: product,
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }],
      onQueryStarted: cacheSaved,
    }),
    updateAdminProduct: build.mutation<AdminProduct, { id: string; attributes: UpdateProductInput }>({
      query: ({ id, attributes }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'products', id, attributes } },
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    setAdminProductPublished: build.mutation<AdminProduct, { id: string; published: boolean }>({
      query: ({ id, published }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    duplicateAdminProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      transformResponse: product,
      invalidatesTags: [{ type: 'AdminProduct', id: 'LIST' }],
      onQueryStarted: cacheSaved,
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
