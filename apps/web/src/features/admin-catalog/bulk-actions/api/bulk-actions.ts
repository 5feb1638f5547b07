import type { BulkActionAttributes, BulkActionRequest } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'

export type BulkActionJob = { id: string } & BulkActionAttributes
export type StartBulkAction = BulkActionRequest['data']['attributes']

/** A job still moving: its view polls it until it is done or failed. */
export const bulkActionRunning = (job: Pick<BulkActionJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running'

const job = (response: Deserialized<BulkActionJob>) => response.data

const bulkActionPath = (id: string) => `/admin/bulk-actions/${encodeURIComponent(id)}`

const bulkActionReads = api.injectEndpoints({
  endpoints: (build) => ({
    getBulkAction: build.query<BulkActionJob, string>({ query: bulkActionPath, transformResponse: job }),
  }),
})

/**
 * Bulk actions on products (issue 20): a POST starts a background job, read again while it runs. The product
 * lists are refreshed once it ends (see BulkActionView), not when it starts: nothing has changed yet then.
 */
export const bulkActionsApi = bulkActionReads.injectEndpoints({
  endpoints: (build) => ({
    startBulkAction: build.mutation<BulkActionJob, StartBulkAction>({
      query: (attributes) => ({
        url: '/admin/bulk-actions',
        method: 'POST',
        body: { data: { type: 'bulk-actions', attributes } },
      }),
      transformResponse: job,
      // The job as the server answered: its page shows it at once, before the first poll.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(bulkActionReads.util.upsertQueryData('getBulkAction', data.id, data))
      },
    }),
  }),
})

/** The product lists (back office and storefront) after a job changed products. */
export const productsChanged = () =>
  api.util.invalidateTags([{ type: 'AdminProduct', id: 'LIST' }, 'Product', 'Highlight'])

export const { useStartBulkActionMutation, useGetBulkActionQuery } = bulkActionsApi
