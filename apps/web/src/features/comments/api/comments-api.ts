import type { CommentListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type Comment = {
  id: string
  body: string
  authorName: string
  createdAt: string
  editedAt: string | null
  edited: boolean
}
export type MyComment = Comment & { hidden: boolean }
export type CommentPage = { comments: Comment[]; total: number }

/** How many comments each "more" adds to the list. */
const COMMENTS_PAGE_SIZE = 10

/**
 * The list's arguments for its first `pages` pages, in one place: the section asks with them, and the server
 * asks for the first page with them before rendering a product (app/routes/storefront/page-data.ts).
 */
export const commentsListArgs = (product: string, pages = 1) => ({
  product,
  size: COMMENTS_PAGE_SIZE * pages,
})

const body = (text: string) => ({ data: { type: 'comments', attributes: { body: text } } })

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listComments: build.query<CommentPage, { product: string; page?: number; size?: number }>({
      query: ({ product, page = 1, size = 10 }) =>
        `/products/${encodeURIComponent(product)}/comments?page[number]=${page}&page[size]=${size}`,
      transformResponse: (response: Deserialized<Comment[], CommentListDocument['meta']>) => ({
        comments: response.data,
        total: response.meta.total,
      }),
      providesTags: ['Comment'],
    }),
    getMyComment: build.query<MyComment | null, string>({
      query: (product) => `/products/${encodeURIComponent(product)}/comments/mine`,
      transformResponse: (response: Deserialized<MyComment | null>) => response.data,
      providesTags: ['Comment'],
    }),
    addComment: build.mutation<Comment, { product: string; body: string }>({
      query: ({ product, body: text }) => ({
        url: `/products/${encodeURIComponent(product)}/comments`,
        method: 'POST',
        body: body(text),
      }),
      transformResponse: (response: Deserialized<Comment>) => response.data,
      // The product's comment count changes too (its detail provides 'Comment').
      invalidatesTags: ['Comment'],
    }),
    updateComment: build.mutation<Comment, { id: string; body: string }>({
      query: ({ id, body: text }) => ({
        url: `/comments/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'comments', id, attributes: { body: text } } },
      }),
      transformResponse: (response: Deserialized<Comment>) => response.data,
      invalidatesTags: ['Comment'],
    }),
    deleteComment: build.mutation<void, string>({
      query: (id) => ({ url: `/comments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Comment'],
    }),
  }),
})

export const {
  useListCommentsQuery,
  useGetMyCommentQuery,
  useAddCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
} = commentsApi
