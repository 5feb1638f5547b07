import { IMPORT_PARTS, type ImportAttributes } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import type { Deserialized } from '../../../../lib/jsonapi'
import { downloadedFile, type ExportedFile } from '../../../../lib/save-file'

export type ImportJob = { id: string } & ImportAttributes
/** The form's choices: the sheet, the optional ZIP, and the `dryRun` / `createOptions` fields. */
export type StartImport = { file: File; archive: File | null; dryRun: boolean; createOptions: boolean }

/** A job still moving: the view polls it until it is done or failed. */
export const importRunning = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running'

// A FormData body: no JSON content type, so the browser writes the multipart boundary itself.
const noJson = { 'content-type': undefined }

function importForm({ file, archive, dryRun, createOptions }: StartImport) {
  const body = new FormData()
  // Text fields first: the server reads them before the files.
  body.append('dryRun', String(dryRun))
  body.append('createOptions', String(createOptions))
  body.append(IMPORT_PARTS.file, file, file.name)
  if (archive) body.append(IMPORT_PARTS.archive, archive, archive.name)
  return body
}

const job = (response: Deserialized<ImportJob>) => response.data

const importPath = (id: string) => `/admin/imports/${encodeURIComponent(id)}`

const adminImportReads = api.injectEndpoints({
  endpoints: (build) => ({
    getImport: build.query<ImportJob, string>({ query: importPath, transformResponse: job }),
  }),
})

/**
 * The spreadsheet import (decision 026): a POST starts a background job, the job is read again while it
 * runs, and its refused rows download as CSV, fetched with the access token as the export is.
 */
export const adminImportsApi = adminImportReads.injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<ImportJob, StartImport>({
      query: (input) => ({ url: '/admin/imports', method: 'POST', headers: noJson, body: importForm(input) }),
      transformResponse: job,
      // The job as the server answered: its page shows it at once, before the first poll.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(adminImportReads.util.upsertQueryData('getImport', data.id, data))
      },
    }),
    downloadImportReport: build.mutation<ExportedFile, Pick<ImportJob, 'id' | 'fileName'>>({
      query: ({ id, fileName }) => ({
        url: `${importPath(id)}/report`,
        responseHandler: (response) =>
          downloadedFile(response, `${fileName.replace(/\.[^.]*$/, '') || 'planilha'}-recusadas.csv`),
      }),
    }),
  }),
})

export const { useStartImportMutation, useGetImportQuery, useDownloadImportReportMutation } = adminImportsApi
