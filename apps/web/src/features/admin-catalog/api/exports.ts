import type { ProductExportQuery } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { queryString } from './products'

export type ExportedFile = { url: string; fileName: string }

/** The name the server gave the file (`content-disposition`), or one of ours if it gave none. */
function fileName(response: Response, format: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return named?.[1] ?? `escudo-produtos.${format}`
}

/**
 * The spreadsheet export. The API takes the access token, which a plain link cannot send: the file is
 * fetched here (with the session's refresh on 401) and handed over as an object URL to save.
 */
export const adminExportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAdminProducts: build.mutation<ExportedFile, ProductExportQuery>({
      query: (params) => ({
        url: `/admin/exports/products?${queryString(params)}`,
        responseHandler: async (response) =>
          response.ok
            ? { url: URL.createObjectURL(await response.blob()), fileName: fileName(response, params.format) }
            : response.json(),
      }),
    }),
  }),
})

export const { useExportAdminProductsMutation } = adminExportsApi
