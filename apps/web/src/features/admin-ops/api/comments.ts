import type { AdminOpsCommentListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type ModeratedComment, type Page } from './types'

export type CommentState = 'awaiting' | 'visible' | 'hidden' | 'all'
export type CommentParams = { page: number; state: CommentState; q?: string }

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listModeratedComments: build.query<Page<ModeratedComment>, CommentParams>({
      query: ({ page, state, q }) =>
        `/admin/comments?${listQuery({
          'page[number]': page,
          'page[size]': 20,
          'filter[state]': state === 'all' ? undefined : state,
          'filter[q]': q?.trim(),
        })}`,
      transformResponse: (
        response: Deserialized<ModeratedComment[], AdminOpsCommentListDocument['meta']>,
      ) => ({
        items: response.data,
        total: response.meta.total,
      }),
      providesTags: ['AdminComment'],
    }),
    moderateComment: build.mutation<ModeratedComment, { id: string; hidden?: boolean; reviewed?: boolean }>({
      query: ({ id, ...attributes }) => ({
        url: `/admin/comments/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'comments', id, attributes } },
      }),
      transformResponse: (response: Deserialized<ModeratedComment>) => response.data,
      invalidatesTags: ['AdminComment', 'Overview', 'Comment'],
    }),
    deleteComment: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/comments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminComment', 'Overview', 'Comment'],
    }),
  }),
})

export const { useListModeratedCommentsQuery, useModerateCommentMutation, useDeleteCommentMutation } =
  commentsApi
