import type { AuditEntityType, AuditListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'
import type { AuditEntry } from '../utils/audit-entry'
import { listQuery, type Page } from './types'

export const AUDIT_PAGE_SIZE = 20

export type AuditLogParams = {
  page: number
  actor?: string | undefined
  entityType?: AuditEntityType | undefined
  entityId?: string | undefined
  from?: string | undefined
  to?: string | undefined
}
/** The resources that have a history of their own (their areas' routes, decision 031). */
export type HistoryParams = { entityType: 'products' | 'estimates'; id: string; page: number }

const toPage = (response: Deserialized<AuditEntry[], AuditListDocument['meta']>): Page<AuditEntry> => ({
  items: response.data,
  total: response.meta.total,
})

/** The audit log (admins) and a product's or an estimate's own history, newest first. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<Page<AuditEntry>, AuditLogParams>({
      query: ({ page, actor, entityType, entityId, from, to }) =>
        `/admin/audit-log?${listQuery({
          'page[number]': page,
          'page[size]': AUDIT_PAGE_SIZE,
          'filter[actor]': actor,
          'filter[entityType]': entityType,
          'filter[entityId]': entityId?.trim(),
          'filter[from]': from,
          'filter[to]': to,
          // The days the reader picked are days where the reader is.
          'filter[zone]': from || to ? readerTimeZone() : undefined,
        })}`,
      transformResponse: toPage,
      // Every write adds to the log: coming back to the screen reads it again.
      keepUnusedDataFor: 0,
    }),
    getHistory: build.query<Page<AuditEntry>, HistoryParams>({
      query: ({ entityType, id, page }) =>
        `/admin/${entityType}/${encodeURIComponent(id)}/history?${listQuery({
          'page[number]': page,
          'page[size]': AUDIT_PAGE_SIZE,
        })}`,
      transformResponse: toPage,
      keepUnusedDataFor: 0,
      // Saving the product or answering the estimate writes a new entry.
      providesTags: (_result, _error, { entityType, id }) => [
        { type: entityType === 'products' ? 'AdminProduct' : 'AdminEstimate', id },
      ],
    }),
  }),
})

export const { useListAuditLogQuery, useGetHistoryQuery } = auditApi

/** The reader's time zone, as the browser knows it (the dates on screen are written in it too). */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
