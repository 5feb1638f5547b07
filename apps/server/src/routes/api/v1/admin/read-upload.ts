import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { unsupportedFile, uploadMessages } from '../../../../admin-catalog/uploads'
import { ApiProblem, badRequest } from '../../../../lib/errors'

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

const tooLarge = (maxBytes: number) =>
  new ApiProblem(413, [
    {
      code: ADMIN_CATALOG_ERROR_CODES.fileTooLarge,
      title: 'Payload too large',
      detail: uploadMessages.tooLarge(megabytes(maxBytes)),
      source: { pointer: '/file' },
    },
  ])

export type Upload = { data: Buffer; fields: Record<string, string> }

/**
 * The one file of a multipart request (field `file`) and the text fields sent with it, read whole into
 * memory up to `maxBytes`: past the limit the request ends with 413 and nothing is stored. The client's
 * file name and content type are ignored; the bytes decide.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart())
    throw unsupportedFile({
      'pt-BR': 'Envie o arquivo como multipart/form-data, no campo "file".',
      en: 'Send the file as multipart/form-data, in the "file" field.',
    })
  const fields: Record<string, string> = {}
  let data: Buffer | undefined
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
      } else if (part.fieldname === 'file' && !data) {
        data = await part.toBuffer()
      } else {
        await part.toBuffer()
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge(maxBytes)
    if (error instanceof ApiProblem) throw error
    throw badRequest(uploadMessages.unreadable)
  }
  if (!data || data.length === 0) throw badRequest(uploadMessages.noFile, { parameter: 'file' })
  return { data, fields }
}

/** @fastify/multipart's refusal of a file past its `fileSize` limit (thrown by `toBuffer` and the parts' streams). */
export const isFileTooLarge = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
