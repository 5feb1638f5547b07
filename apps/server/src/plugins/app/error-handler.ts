import type { ApiError } from '@escudo/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ApiProblem } from '../../lib/errors'

type Validation = NonNullable<FastifyError['validation']>[number]

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Invalid attribute',
  429: 'Too many requests',
}

/** Fastify's own client-error codes, renamed to stable codes of ours. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_content_length',
}

function validationErrors(error: FastifyError): { status: number; errors: ApiError[] } {
  const context = error.validationContext ?? 'body'
  const issues = (error.validation ?? []) as Validation[]
  // A query string or path we cannot read is a malformed request (400);
  // a well-formed body with bad attributes is a validation failure (422).
  const status = context === 'body' && issues.every((issue) => issue.instancePath !== '/') ? 422 : 400
  const errors = issues.map((issue): ApiError => {
    const location = issue.instancePath.replace(/^\//, '')
    const source =
      context === 'body'
        ? { pointer: issue.instancePath || '/' }
        : { parameter: location.split('/')[0] || context }
    return {
      status: String(status),
      code: status === 422 ? 'validation_failed' : 'invalid_parameter',
      title: TITLES[status] ?? 'Bad request',
      detail: issue.message ?? 'Invalid value',
      source,
    }
  })
  return { status, errors }
}

function toErrorDocument(error: FastifyError | ApiProblem): { status: number; errors: ApiError[] } {
  if (error instanceof ApiProblem) return { status: error.status, errors: error.errors }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return validationErrors(error)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return {
      status,
      errors: [
        {
          status: String(status),
          code:
            FASTIFY_CODES[error.code] ?? TITLES[status]?.toLowerCase().replaceAll(' ', '_') ?? 'client_error',
          title: TITLES[status] ?? 'Client error',
          detail: error.message,
        },
      ],
    }
  }
  return {
    status: 500,
    errors: [
      {
        status: '500',
        code: 'internal_error',
        title: 'Internal server error',
        detail: 'Something went wrong on our side. The error was logged; please try again.',
      },
    ],
  }
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiProblem, request: FastifyRequest, reply: FastifyReply) => {
    const { status, errors } = toErrorDocument(error)
    if (status >= 500 && !(error instanceof ApiProblem)) request.log.error({ err: error }, 'unhandled error')
    else if (status >= 500) request.log.warn({ status, code: errors[0]?.code }, 'server busy')
    else request.log.info({ status, code: errors[0]?.code }, 'client error')
    if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60')
    if (status === 503 && !reply.getHeader('retry-after')) reply.header('retry-after', '2')
    return reply.status(status).type('application/vnd.api+json').send({ errors })
  })
}

export default fp(errorHandler, { name: 'error-handler' })
