import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import multipart from '@fastify/multipart'
import {
  ADMIN_CATALOG_ERROR_CODES,
  ErrorDocument,
  IdParams,
  IMPORT_ARCHIVE_MAX_BYTES,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PARTS,
  ImportDocument,
  ImportRequestFields,
  type ImportResource,
} from '@escudo/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../../accounts/guards'
import { openArchive, type ImportArchive } from '../../../../admin-catalog/imports/import-archive'
import { importColumns } from '../../../../admin-catalog/imports/import-columns'
import { inspectSheet } from '../../../../admin-catalog/imports/import-file'
import { importReport } from '../../../../admin-catalog/imports/import-report'
import { importAttributes } from '../../../../admin-catalog/imports/imports-repository'
import type { ImportJobRow } from '../../../../db/schema/index'
import {
  ApiProblem,
  badRequest,
  issueDetail,
  unreadableUpload,
  validationFailed,
} from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { isFileTooLarge } from './read-upload'

const tags = ['admin: catalogue']
const BASE = '/api/v1/admin/imports'

const importDocument = (job: ImportJobRow) => ({
  data: { type: 'imports' as const, id: job.id, attributes: importAttributes(job) } satisfies ImportResource,
  links: { self: `${BASE}/${job.id}`, report: `${BASE}/${job.id}/report` },
})

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`

const tooLarge = (part: 'file' | 'archive') =>
  new ApiProblem(413, [
    {
      code: ADMIN_CATALOG_ERROR_CODES.fileTooLarge,
      title: 'Payload too large',
      detail:
        part === 'file'
          ? {
              'pt-BR': `A planilha passa do limite de ${megabytes(IMPORT_FILE_MAX_BYTES)}. Divida-a em arquivos menores.`,
              en: `The sheet is over the limit of ${megabytes(IMPORT_FILE_MAX_BYTES)}. Split it into smaller files.`,
            }
          : {
              'pt-BR': `O ZIP passa do limite de ${megabytes(IMPORT_ARCHIVE_MAX_BYTES)}. Divida-o em partes menores.`,
              en: `The ZIP is over the limit of ${megabytes(IMPORT_ARCHIVE_MAX_BYTES)}. Split it into smaller parts.`,
            },
      source: { pointer: `/${part}` },
    },
  ])

/** Past `max` bytes the part is refused (multipart has one size limit for every file of a request). */
const atMost = (max: number, part: 'file' | 'archive') => {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(bytes > max ? tooLarge(part) : null, chunk)
    },
  })
}

type Received = { fileName: string; archive: boolean; dryRun: boolean; createOptions: boolean }

/**
 * The multipart request: the `file` part (the sheet) and the optional `archive` part (the ZIP) streamed to
 * temporary files, never whole in memory; the text fields kept and checked.
 */
async function receive(
  request: FastifyRequest,
  target: { file: string; archive: string },
): Promise<Received> {
  if (!request.isMultipart())
    throw badRequest(
      {
        'pt-BR': 'Envie a planilha como multipart/form-data, no campo "file".',
        en: 'Send the sheet as multipart/form-data, in the "file" field.',
      },
      { parameter: 'file' },
    )
  const fields: Record<string, string> = {}
  let fileName: string | undefined
  let archive = false
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 2, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
      } else if (part.fieldname === IMPORT_PARTS.file && fileName === undefined) {
        fileName = part.filename || 'planilha'
        await pipeline(part.file, atMost(IMPORT_FILE_MAX_BYTES, 'file'), createWriteStream(target.file))
      } else if (part.fieldname === IMPORT_PARTS.archive && !archive) {
        await pipeline(part.file, createWriteStream(target.archive))
        if (part.file.truncated) throw tooLarge('archive')
        // A form's empty file input still sends the part, with no bytes: no ZIP.
        archive = (await stat(target.archive)).size > 0
      } else part.file.resume()
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge('archive')
    if (error instanceof ApiProblem) throw error
    throw unreadableUpload()
  }
  if (fileName === undefined)
    throw badRequest(
      { 'pt-BR': 'Envie a planilha no campo "file".', en: 'Send the sheet in the "file" field.' },
      { parameter: 'file' },
    )
  const parsed = ImportRequestFields.safeParse(fields)
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        pointer: `/${issue.path.join('/')}`,
        detail: issueDetail(issue),
      })),
    )
  return { fileName, archive, ...parsed.data }
}

/** Spreadsheet imports of the catalogue (decision 026). */
export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Limits per route in `receive`; these are the outer bounds of any multipart request here.
  await app.register(multipart, { limits: { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 2, fields: 10 } })

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary:
          'Import products from a CSV or XLSX (multipart: file, archive (ZIP of images and data sheets), ' +
          'dryRun, createOptions): 202 with the job, which runs in the background; rows matched by reference. ' +
          'One real import at a time: 409 (import_running, linking to it) while another is queued or running',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          202: ImportDocument,
          413: ErrorDocument.describe('File too large: nothing imported'),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const name = `escudo-import-${randomUUID()}`
      const target = { file: path.join(tmpdir(), name), archive: path.join(tmpdir(), `${name}.zip`) }
      let archive: ImportArchive | undefined
      try {
        const received = await receive(request, target)
        const sheet = await inspectSheet(target.file)
        importColumns(sheet.header, await app.importJobs.secondaryGroups())
        if (received.archive) archive = await openArchive(target.archive)
        const job = await app.importJobs.start({
          userId: user.id,
          locale: user.locale,
          fileName: received.fileName,
          source: sheet.source,
          archive: archive && { path: target.archive, open: archive },
          header: sheet.header,
          total: sheet.total,
          dryRun: received.dryRun,
          createOptions: received.createOptions,
        })
        return reply.code(202).header('location', `${BASE}/${job.id}`).send(importDocument(job))
      } catch (error) {
        archive?.close()
        await Promise.all([rm(target.file, { force: true }), rm(target.archive, { force: true })])
        throw error
      }
    },
  )

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import: status, progress (processed of total), counts and the first errors',
        security: bearerAuth,
        params: IdParams,
        response: { 200: ImportDocument, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => importDocument(await app.importJobs.find(request.params.id)),
  )

  app.get(
    '/imports/:id/report',
    {
      schema: {
        tags,
        summary:
          "The refused rows as CSV (the file's columns plus an error column), ready to fix and re-import",
        security: bearerAuth,
        params: IdParams,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const job = await app.importJobs.find(request.params.id)
      const body = importReport(job.header, app.importJobs.refusals(job.id), currentUser(request).locale)
      body.on('error', (error) => request.log.error({ err: error }, 'import report failed'))
      const name = job.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'planilha'
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-recusadas.csv"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
