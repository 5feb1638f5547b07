import {
  CaRegistryImportDocument,
  ErrorDocument,
  JSON_API_MEDIA_TYPE,
  type ApiError,
  type CaRegistryImportAttributes,
  type CaRegistryImportListDocument,
} from '@escudo/contracts'
import { api, type ApiFailure } from '../../../../lib/api-client'
import { deserializeAs, type Deserialized } from '../../../../lib/jsonapi'
import { selectAccessToken } from '../../../../lib/session/session-slice'

export type CaRegistryImport = { id: string } & CaRegistryImportAttributes
export type CaRegistryImportPage = { imports: CaRegistryImport[]; total: number }
/** The file to upload, and what to tell as its bytes leave (0 to 1). */
export type UploadCaRegistry = { file: File; onProgress?: (share: number) => void }

/** An import still moving: the view polls it until it is done or failed. */
export const caRegistryImportRunning = (job: Pick<CaRegistryImport, 'status'>) =>
  job.status === 'queued' || job.status === 'running'

const IMPORTS = '/admin/ca-registry/imports'

/**
 * The upload as XMLHttpRequest: fetch cannot report an upload's progress, and the ministry's ZIP is tens of
 * megabytes. Answers as the API's base query does: the flattened import, or `{ status, errors }`.
 */
function uploadWithProgress(
  { file, onProgress }: UploadCaRegistry,
  token: string | null,
): Promise<{ data: CaRegistryImport } | { error: ApiFailure }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/v1${IMPORTS}`)
    request.setRequestHeader('accept', JSON_API_MEDIA_TYPE)
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    const failed = (status: ApiFailure['status'], errors: ApiError[]) =>
      resolve({ error: { status, errors } })
    request.onerror = () =>
      failed('FETCH_ERROR', [{ status: '0', code: 'network_error', title: 'Network error', detail: '' }])
    request.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        return failed('PARSING_ERROR', [])
      }
      if (request.status === 202) {
        const document = CaRegistryImportDocument.safeParse(body)
        if (!document.success) return failed('PARSING_ERROR', [])
        return resolve({ data: deserializeAs(document.data).data })
      }
      const problem = ErrorDocument.safeParse(body)
      failed(request.status, problem.success ? problem.data.errors : [])
    }
    const form = new FormData()
    form.append('file', file, file.name)
    request.send(form)
  })
}

const importPath = (id: string) => `${IMPORTS}/${encodeURIComponent(id)}`

const caRegistryReads = api.injectEndpoints({
  endpoints: (build) => ({
    getCaRegistryImport: build.query<CaRegistryImport, string>({
      query: importPath,
      transformResponse: (response: Deserialized<CaRegistryImport>) => response.data,
      providesTags: (job) => [{ type: 'CaRegistryImport', id: job?.id ?? 'unknown' }],
    }),
    listCaRegistryImports: build.query<CaRegistryImportPage, number | void>({
      query: (size = 5) => `${IMPORTS}?page[size]=${size}`,
      transformResponse: (
        response: Deserialized<CaRegistryImport[], CaRegistryImportListDocument['meta']>,
      ) => ({
        imports: response.data,
        total: response.meta.total,
      }),
      providesTags: [{ type: 'CaRegistryImport', id: 'LIST' }],
    }),
  }),
})

/** The CAEPI registry's imports (issue 21, decision 029): upload the ministry's ZIP or TXT, follow the job. */
export const caRegistryApi = caRegistryReads.injectEndpoints({
  endpoints: (build) => ({
    uploadCaRegistry: build.mutation<CaRegistryImport, UploadCaRegistry>({
      queryFn: (input, { getState }) =>
        uploadWithProgress(input, selectAccessToken(getState() as Parameters<typeof selectAccessToken>[0])),
      invalidatesTags: [{ type: 'CaRegistryImport', id: 'LIST' }],
      // The job as the server answered: shown at once, before the first poll.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(caRegistryReads.util.upsertQueryData('getCaRegistryImport', data.id, data))
      },
    }),
  }),
})

export const { useGetCaRegistryImportQuery, useListCaRegistryImportsQuery, useUploadCaRegistryMutation } =
  caRegistryApi
