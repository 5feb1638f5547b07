import multipart from '@fastify/multipart'
import {
  CaRegistryImportDocument,
  CaRegistryImportListDocument,
  CaRegistryImportQuery,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { unsupportedFile } from '../../../../admin-catalog/uploads'
import { caRegistryImportResource } from '../../../../ca-registry/resources'
import { registryTooLarge } from '../../../../ca-registry/plugin'
import { badRequest, notFound, unreadableUpload } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'
import { isFileTooLarge } from './read-upload'

const tags = ['admin: CA registry']

/** The CAEPI registry's imports (issue 21, decision 029): upload the ministry's ZIP or TXT, follow the job. */
export const adminCaRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.caRegistryMaxBytes
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } })

  app.post(
    '/ca-registry/imports',
    {
      schema: {
        tags,
        summary:
          'Upload the CAEPI registry (multipart `file`: the ministry ZIP holding tgg_export_caepi.txt, or the TXT); ' +
          'answers 202 with the queued import, which runs in the background',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          202: CaRegistryImportDocument,
          413: ErrorDocument.describe('Registry larger than CA_REGISTRY_MAX_MB: nothing replaced'),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw unsupportedFile({
          'pt-BR': 'Envie o registro como multipart/form-data, no campo "file".',
          en: 'Send the registry as multipart/form-data, in the "file" field.',
        })
      const file = await request.file().catch(() => {
        throw unreadableUpload()
      })
      if (!file || file.fieldname !== 'file')
        throw badRequest(
          {
            'pt-BR': 'Envie o registro do CAEPI no campo "file".',
            en: 'Send the CAEPI registry in the "file" field.',
          },
          { parameter: 'file' },
        )
      const row = await app.caRegistry
        .startImport({
          stream: file.file,
          fileName: file.filename || 'registro',
          userId: currentUser(request).id,
        })
        .catch((error: unknown) => {
          if (isFileTooLarge(error)) throw registryTooLarge(maxBytes)
          throw error
        })
      return reply
        .code(202)
        .header('location', `/api/v1/admin/ca-registry/imports/${row.id}`)
        .send({ data: caRegistryImportResource(row) })
    },
  )

  app.get(
    '/ca-registry/imports',
    {
      schema: {
        tags,
        summary: 'The registry imports, newest first (the newest done one is the registry in use)',
        security: bearerAuth,
        querystring: CaRegistryImportQuery,
        response: { 200: CaRegistryImportListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      await app.caRegistry.failStale()
      const { rows, total } = await app.caRegistry.listImports(pageOffset(page), page.size)
      return {
        data: rows.map(caRegistryImportResource),
        meta: { total },
        links: pageLinks('/api/v1/admin/ca-registry/imports', page, total),
      }
    },
  )

  app.get(
    '/ca-registry/imports/:id',
    {
      schema: {
        tags,
        summary: 'One registry import: status, lines read, CAs, rejected lines, progress',
        security: bearerAuth,
        params: IdParams,
        response: { 200: CaRegistryImportDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const row = await app.caRegistry.findImport(request.params.id)
      if (!row)
        throw notFound({
          'pt-BR': `Importação ${request.params.id} não encontrada.`,
          en: `Import ${request.params.id} not found.`,
        })
      return { data: caRegistryImportResource(row) }
    },
  )
}
