import type { AdminContactMessageListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type ContactMessage, type Page } from './types'

export type ContactParams = { page: number; handled: 'false' | 'true' | 'all'; q?: string }

export const contactMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContactMessages: build.query<Page<ContactMessage>, ContactParams>({
      query: ({ page, handled, q }) =>
        `/admin/contact-messages?${listQuery({
          'page[number]': page,
          'page[size]': 20,
          'filter[handled]': handled === 'all' ? undefined : handled,
          'filter[q]': q?.trim(),
        })}`,
      transformResponse: (
        response: Deserialized<ContactMessage[], AdminContactMessageListDocument['meta']>,
      ) => ({
        items: response.data,
        total: response.meta.total,
      }),
      providesTags: ['ContactMessage'],
    }),
    setContactHandled: build.mutation<ContactMessage, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: `/admin/contact-messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'contact-messages', id, attributes: { handled } } },
      }),
      transformResponse: (response: Deserialized<ContactMessage>) => response.data,
      invalidatesTags: ['ContactMessage', 'Overview'],
    }),
    replyToContact: build.mutation<ContactMessage, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/admin/contact-messages/${encodeURIComponent(id)}/replies`,
        method: 'POST',
        body: { data: { type: 'contact-replies', attributes: { body } } },
      }),
      transformResponse: (response: Deserialized<ContactMessage>) => response.data,
      invalidatesTags: ['ContactMessage', 'Overview', 'Outbox'],
    }),
  }),
})

export const { useListContactMessagesQuery, useSetContactHandledMutation, useReplyToContactMutation } =
  contactMessagesApi
