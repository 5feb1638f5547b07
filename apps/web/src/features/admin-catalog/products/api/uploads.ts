import type { UpdateProductImagesRequest } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'
import { cacheSaved, type AdminProduct } from './products'

// A FormData body: no JSON content type, so the browser writes the multipart boundary itself.
const noJson = { 'content-type': undefined }

const form = (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData()
  // Text fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append('file', file)
  return body
}

const product = (response: Deserialized<AdminProduct>) => response.data
// The product itself is not invalidated: the write answered with it (see `cacheSaved`).
const tags = [{ type: 'AdminProduct' as const, id: 'LIST' }, 'Product' as const]

export type ImageOrder = UpdateProductImagesRequest['data']['attributes']['images']

/** Product images (add, reorder with alt texts, delete) and the data sheet PDF. */
export const adminUploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addProductImage: build.mutation<AdminProduct, { id: string; file: File; alt: string }>({
      query: ({ id, file, alt }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/images`,
        method: 'POST',
        headers: noJson,
        body: form(file, { alt }),
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    arrangeProductImages: build.mutation<AdminProduct, { id: string; images: ImageOrder }>({
      query: ({ id, images }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/images`,
        method: 'PATCH',
        body: { data: { type: 'product-images', attributes: { images } } },
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    deleteProductImage: build.mutation<AdminProduct, { id: string; position: number }>({
      query: ({ id, position }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/images/${position}`,
        method: 'DELETE',
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    putDatasheet: build.mutation<AdminProduct, { id: string; file: File }>({
      query: ({ id, file }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/datasheet`,
        method: 'PUT',
        headers: noJson,
        body: form(file),
      }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
    deleteDatasheet: build.mutation<AdminProduct, { id: string }>({
      query: ({ id }) => ({ url: `/admin/products/${encodeURIComponent(id)}/datasheet`, method: 'DELETE' }),
      transformResponse: product,
      invalidatesTags: tags,
      onQueryStarted: cacheSaved,
    }),
  }),
})

export const {
  useAddProductImageMutation,
  useArrangeProductImagesMutation,
  useDeleteProductImageMutation,
  usePutDatasheetMutation,
  useDeleteDatasheetMutation,
} = adminUploadsApi
