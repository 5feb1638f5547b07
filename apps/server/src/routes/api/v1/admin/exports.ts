import { ProductExportQuery } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { EXPORT_CONTENT_TYPES, exportFileName } from '../../../../admin-catalog/products/product-export'
import { productFilters } from '../../../../admin-catalog/products/product-list'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

/** Spreadsheet exports of the catalogue (decision 025). */
export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/products',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary:
          'Every product matching the admin list filters as CSV (UTF-8 BOM, `;`) or XLSX, headers in the staff ' +
          "member's language, streamed",
        security: bearerAuth,
        querystring: ProductExportQuery,
        response: { ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const body = await app.productRepository.exportSheet({
        filters: productFilters(request.query),
        format,
        locale: currentUser(request).locale,
      })
      // A failure after the first bytes cannot become an error document: the download is cut and logged.
      body.on('error', (error) => request.log.error({ err: error }, 'product export failed'))
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
