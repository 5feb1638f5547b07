import type { ProductExportQuery } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import { queryString } from './products'

export type ExportedFile = { url: string; fileName: string }

/**
 * A fetched file as an object URL to save, under the name the server gave it (`content-disposition`) or
 * `fallback` if it gave none; a refusal is read as the error document it is.
 */
export async function downloadedFile(response: Response, fallback: string) {
  if (!response.ok) return response.json()
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return { url: URL.createObjectURL(await response.blob()), fileName: named?.[1] ?? fallback }
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
        responseHandler: (response) => downloadedFile(response, `escudo-produtos.${params.format}`),
      }),
    }),
  }),
})

export const { useExportAdminProductsMutation } = adminExportsApi
