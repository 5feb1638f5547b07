import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import multipart from '@fastify/multipart'
import {
  AdminDistributorDocument,
  AdminDistributorListDocument,
  AdminDistributorQuery,
  CreateDistributorRequest,
  DISTRIBUTOR_IMPORT_MAX_BYTES,
  DistributorExportQuery,
  DistributorImportDocument,
  DistributorImportFields,
  ErrorDocument,
  IdParams,
  UpdateDistributorRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../../../accounts/guards'
import { distributorExportName } from '../../../../admin-catalog/distributors/distributor-export'
import { adminDistributorResource } from '../../../../admin-catalog/distributors/resources'
import { EXPORT_CONTENT_TYPES } from '../../../../admin-catalog/products/product-export'
import { issueDetail, validationFailed } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { readUpload } from './read-upload'

const tags = ['admin: distributors']
const BASE = '/api/v1/admin/distributors'

/** "Onde comprar": the distributors (list, read, create, edit with optimistic locking, delete, import, export). */
export const adminDistributorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: DISTRIBUTOR_IMPORT_MAX_BYTES, files: 1, fields: 5 } })
  const { distributorRepository: distributors } = app
  const document = (row: Parameters<typeof adminDistributorResource>[0]) => ({
    data: adminDistributorResource(row),
  })

  app.get(
    '/distributors',
    {
      schema: {
        tags,
        summary: 'The distributors, by name; search by name, city or CNPJ, filter by state',
        security: bearerAuth,
        querystring: AdminDistributorQuery,
        response: { 200: AdminDistributorListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const params = { 'filter[q]': query['filter[q]'] || undefined, 'filter[state]': query['filter[state]'] }
      const page = { number: query['page[number]'], size: query['page[size]'], params }
      const { rows, total } = await distributors.list(
        { q: params['filter[q]'], state: params['filter[state]'] },
        { offset: pageOffset(page), limit: page.size },
      )
      return {
        data: rows.map(adminDistributorResource),
        meta: { total },
        links: pageLinks(BASE, page, total),
      }
    },
  )

  app.get(
    '/distributors/:id',
    {
      schema: {
        tags,
        summary: 'One distributor',
        security: bearerAuth,
        params: IdParams,
        response: { 200: AdminDistributorDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => document(await distributors.find(request.params.id)),
  )

  app.post(
    '/distributors',
    {
      schema: {
        tags,
        summary: 'Add a distributor (409 when its CNPJ is taken)',
        security: bearerAuth,
        body: CreateDistributorRequest,
        response: { 201: AdminDistributorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(document(await distributors.create(request.body.data.attributes))),
  )

  app.patch(
    '/distributors/:id',
    {
      schema: {
        tags,
        summary: 'Change a distributor; `version` is the one read (409 when someone changed it since)',
        security: bearerAuth,
        params: IdParams,
        body: UpdateDistributorRequest,
        response: {
          200: AdminDistributorDocument,
          404: ErrorDocument,
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request) => document(await distributors.update(request.params.id, request.body.data.attributes)),
  )

  app.delete(
    '/distributors/:id',
    {
      schema: {
        tags,
        summary: 'Delete a distributor',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await distributors.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/distributors/import',
    {
      schema: {
        tags,
        summary:
          'Import a CSV or XLSX (multipart: file, dryRun), matched by CNPJ; answers the report in the staff ' +
          "member's language. A dry run writes nothing.",
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          200: DistributorImportDocument,
          413: ErrorDocument.describe('File too large: nothing imported'),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, DISTRIBUTOR_IMPORT_MAX_BYTES)
      const fields = DistributorImportFields.safeParse(upload.fields)
      if (!fields.success)
        throw validationFailed(
          fields.error.issues.map((issue) => ({
            pointer: `/${issue.path.join('/')}`,
            detail: issueDetail(issue),
          })),
        )
      const file = path.join(tmpdir(), `escudo-distributors-${randomUUID()}`)
      await writeFile(file, upload.data)
      try {
        const report = await distributors.importSheet({
          path: file,
          dryRun: fields.data.dryRun,
          locale: currentUser(request).locale,
        })
        return { data: { type: 'distributor-imports' as const, id: randomUUID(), attributes: report } }
      } finally {
        await rm(file, { force: true })
      }
    },
  )

  app.get(
    '/exports/distributors',
    {
      schema: {
        tags,
        summary:
          "Every distributor as CSV (UTF-8 BOM, `;`) or XLSX, headers in the staff member's language; " +
          'the import reads it back',
        security: bearerAuth,
        querystring: DistributorExportQuery,
        response: { ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const body = distributors.exportSheet({ format, locale: currentUser(request).locale })
      body.on('error', (error) => request.log.error({ err: error }, 'distributor export failed'))
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${distributorExportName(format)}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
