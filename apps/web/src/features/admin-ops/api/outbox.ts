import type { MailStatusDocument, OutboxListDocument, OutboxStatus } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import { listQuery, type OutboxMessage, type Page } from './types'

export type OutboxParams = { page: number; status?: OutboxStatus | undefined; q?: string }
export type OutboxPage = Page<OutboxMessage, { statusCounts: Record<OutboxStatus, number> }>

/** Whether e-mail can leave (SMTP_URL set) and how many messages wait: every staff page shows it (issue 32). */
export type MailStatus = MailStatusDocument['data']['attributes']

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailStatus: build.query<MailStatus, void>({
      query: () => '/admin/mail-status',
      transformResponse: (response: Deserialized<MailStatus & { id: string }>) => response.data,
      providesTags: ['Outbox'],
    }),
    listOutbox: build.query<OutboxPage, OutboxParams>({
      query: ({ page, status, q }) =>
        `/admin/outbox?${listQuery({
          'page[number]': page,
          'page[size]': 20,
          'filter[status]': status,
          'filter[q]': q?.trim(),
        })}`,
      transformResponse: (response: Deserialized<OutboxMessage[], OutboxListDocument['meta']>) => ({
        items: response.data,
        total: response.meta.total,
        statusCounts: response.meta.statusCounts,
      }),
      providesTags: ['Outbox'],
    }),
    getOutboxMessage: build.query<OutboxMessage, string>({
      query: (id) => `/admin/outbox/${encodeURIComponent(id)}`,
      transformResponse: (response: Deserialized<OutboxMessage>) => response.data,
      providesTags: ['Outbox'],
    }),
    retryOutboxMessage: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `/admin/outbox/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      transformResponse: (response: Deserialized<OutboxMessage>) => response.data,
      invalidatesTags: ['Outbox'],
    }),
  }),
})

export const {
  useGetMailStatusQuery,
  useListOutboxQuery,
  useGetOutboxMessageQuery,
  useRetryOutboxMessageMutation,
} = outboxApi
