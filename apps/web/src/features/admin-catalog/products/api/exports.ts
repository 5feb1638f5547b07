import type { ProductExportQuery } from '@escudo/contracts'
import { api } from '../../../../lib/api-client'
import { downloadedFile, type ExportedFile } from '../../../../lib/save-file'
import { queryString } from './products'

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
