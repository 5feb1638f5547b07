import { issueMessageIn, type ApiError, type Language } from '@escudo/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ApiProblem, type Bilingual } from '../../lib/errors'
import { readerLanguage } from '../../lib/reader-language'

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

/**
 * The handler's own details, for Fastify's client errors (by our code) and an unexpected failure, in the reader's
 * language. Fastify's own messages are English only.
 */
const GENERIC_DETAILS: Record<string, Bilingual> = {
  malformed_json: {
    'pt-BR': 'O corpo da requisição não é um JSON válido.',
    en: 'Body is not valid JSON.',
  },
  empty_body: {
    'pt-BR': 'O corpo da requisição está vazio, mas o tipo de conteúdo diz JSON.',
    en: 'The body is empty, but its content type says JSON.',
  },
  unsupported_media_type: {
    'pt-BR': 'Este tipo de conteúdo não é aceito aqui.',
    en: 'This content type is not accepted here.',
  },
  payload_too_large: {
    'pt-BR': 'O corpo da requisição passa do tamanho máximo aceito.',
    en: 'The body is larger than the largest accepted.',
  },
  bad_content_length: {
    'pt-BR': 'O cabeçalho Content-Length não corresponde ao corpo enviado.',
    en: 'The Content-Length header does not match the body sent.',
  },
  invalid_character: {
    'pt-BR': 'O texto enviado contém um caractere nulo (%00 ou \\u0000), que não é aceito.',
    en: 'The text sent contains a NUL character (%00 or \\u0000), which is not accepted.',
  },
  internal_error: {
    'pt-BR': 'Algo deu errado do nosso lado. O erro foi registrado; tente de novo.',
    en: 'Something went wrong on our side. The error was logged; please try again.',
  },
}

const genericDetail = (code: string, language: Language): string | undefined =>
  GENERIC_DETAILS[code]?.[language]

/** A schema's issue (fastify-type-provider-zod keeps zod's issue in `params`) in the reader's language. */
const issueText = (issue: Validation, language: Language): string =>
  issueMessageIn({ message: issue.message ?? 'Invalid value', params: issue.params.params }, language)

function validationErrors(error: FastifyError, language: Language): { status: number; errors: ApiError[] } {
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
      detail: issueText(issue, language),
      source,
    }
  })
  return { status, errors }
}

/**
 * PostgreSQL refuses a NUL character in text ("invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021;
 * 22P05 for JSON): whatever carried it past the schemas, it is the client's text, not our failure. Drizzle
 * wraps the driver's error as its cause.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])
function refusedByDatabaseAsText(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 3; depth += 1) {
    if (UNSTORABLE_TEXT.has(String((at as { code?: unknown }).code))) return true
    at = (at as { cause?: unknown }).cause
  }
  return false
}

/** A NUL anywhere in an API address (`%00`): refused before any route reads it. */
function nulInAddress(url: string): ApiProblem | undefined {
  if (!url.startsWith('/api/') || !/%00/i.test(url)) return undefined
  const query = url.indexOf('?')
  const inPath = /%00/i.test(query === -1 ? url : url.slice(0, query))
  const parameter = inPath
    ? 'path'
    : ([...new URLSearchParams(url.slice(query + 1))].find(([key, value]) =>
        `${key}${value}`.includes('\0'),
      )?.[0] ?? 'query')
  return new ApiProblem(400, [
    {
      code: 'invalid_character',
      title: 'Bad request',
      detail: GENERIC_DETAILS.invalid_character!,
      source: { parameter },
    },
  ])
}

/** `language`: the reader's (lib/reader-language.ts). */
function toErrorDocument(
  error: FastifyError | ApiProblem,
  language: Language,
): { status: number; errors: ApiError[] } {
  if (error instanceof ApiProblem) return { status: error.status, errors: error.errorsIn(language) }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return validationErrors(error, language)
  if (refusedByDatabaseAsText(error)) {
    return {
      status: 400,
      errors: [
        {
          status: '400',
          code: 'invalid_character',
          title: 'Bad request',
          detail: genericDetail('invalid_character', language)!,
        },
      ],
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code =
      FASTIFY_CODES[error.code] ?? TITLES[status]?.toLowerCase().replaceAll(' ', '_') ?? 'client_error'
    return {
      status,
      errors: [
        {
          status: String(status),
          code,
          title: TITLES[status] ?? 'Client error',
          detail: genericDetail(code, language) ?? error.message,
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
        detail: genericDetail('internal_error', language)!,
      },
    ],
  }
}

async function errorHandler(app: FastifyInstance) {
  // A callback, not an async function: it runs on every request, and a promise per request is measurable on
  // the cheapest ones (static files, issue 34).
  app.addHook('onRequest', (request, _reply, done) => {
    done(nulInAddress(request.url))
  })
  app.setErrorHandler((error: FastifyError | ApiProblem, request: FastifyRequest, reply: FastifyReply) => {
    const language = readerLanguage(request.user?.locale, request.headers['accept-language'])
    const { status, errors } = toErrorDocument(error, language)
    if (status >= 500 && !(error instanceof ApiProblem)) request.log.error({ err: error }, 'unhandled error')
    else if (status >= 500) request.log.warn({ status, code: errors[0]?.code }, 'server busy')
    else request.log.info({ status, code: errors[0]?.code }, 'client error')
    if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60')
    if (status === 503 && !reply.getHeader('retry-after')) reply.header('retry-after', '2')
    // The details follow Accept-Language: a cache must not give one reader's words to another.
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
    return reply.status(status).type('application/vnd.api+json').send({ errors })
  })
}

export default fp(errorHandler, { name: 'error-handler' })
