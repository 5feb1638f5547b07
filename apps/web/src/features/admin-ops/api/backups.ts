import type { BackupListDocument } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type Backup = BackupListDocument['data'][number]['attributes'] & { id: string }
export type BackupList = { items: Backup[]; schedule: BackupListDocument['meta']['schedule'] }

/** The scheduled backups and their outcomes (admins only, issue 35). */
export const backupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackups: build.query<BackupList, void>({
      query: () => '/admin/backups',
      transformResponse: (response: Deserialized<Backup[], BackupListDocument['meta']>) => ({
        items: response.data,
        schedule: response.meta.schedule,
      }),
    }),
  }),
})

export const { useListBackupsQuery } = backupsApi
