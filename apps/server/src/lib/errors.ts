import { issueMessageIn, type ApiError, type RunningJobMeta } from '@escudo/contracts'

type Source = ApiError['source']

/** A message in each language a reader may have (decision 039): pt-BR, the default, and English. */
export type Bilingual = { 'pt-BR': string; en: string }
/** An error's detail: every one is written in both languages, so every reader reads it in theirs. */
export type Detail = Bilingual

type ProblemError = Omit<ApiError, 'status' | 'detail'> & { detail: Detail }

/** A zod issue's message (a contract's, decision 039) as a detail in both languages. */
export const issueDetail = (issue: { message: string; params?: unknown }): Bilingual => ({
  'pt-BR': issue.message,
  en: issueMessageIn(issue, 'en'),
})

/**
 * An error a handler throws to answer the client with a JSON:API error document.
 * The central error handler turns it into `{ errors: [...] }` with its status, each detail in the reader's
 * language (`errorsIn`; lib/reader-language.ts); `errors` holds them in pt-BR.
 */
export class ApiProblem extends Error {
  readonly status: number
  readonly errors: ApiError[]
  readonly #english: string[]

  constructor(status: number, errors: ProblemError[]) {
    const portuguese = errors.map((error) => ({ ...error, detail: error.detail['pt-BR'] }))
    super(portuguese[0]?.detail ?? 'API problem')
    this.name = 'ApiProblem'
    this.status = status
    this.errors = portuguese.map((error) => ({ status: String(status), ...error }))
    this.#english = errors.map((error) => error.detail.en)
  }

  /** The errors as a reader of `locale` reads them: in English for `en`, in pt-BR otherwise. */
  errorsIn(locale: string | undefined): ApiError[] {
    if (locale !== 'en') return this.errors
    return this.errors.map((error, index) => ({ ...error, detail: this.#english[index] ?? error.detail }))
  }
}

const problem =
  (status: number, code: string, title: string) =>
  (detail: Detail, source?: Source): ApiProblem =>
    new ApiProblem(status, [{ code, title, detail, ...(source ? { source } : {}) }])

export const badRequest = problem(400, 'bad_request', 'Bad request')
export const unauthorized = problem(401, 'unauthorized', 'Not authenticated')
export const forbidden = problem(403, 'forbidden', 'Not allowed')
export const notFound = problem(404, 'not_found', 'Not found')
export const conflict = problem(409, 'conflict', 'Conflict')

/** A multipart upload we could not read to its end. */
export const unreadableUpload = () =>
  badRequest({
    'pt-BR': 'Não foi possível ler o envio (multipart).',
    en: 'The upload (multipart) could not be read.',
  })

export function validationFailed(fields: { pointer: string; detail: Detail }[]): ApiProblem {
  return new ApiProblem(
    422,
    fields.map(({ pointer, detail }) => ({
      code: 'validation_failed',
      title: 'Invalid attribute',
      detail,
      source: { pointer },
    })),
  )
}

/**
 * 409: one job of its kind at a time, and `running` is queued or running (undefined if it ended meanwhile);
 * the error links to it (`links.about`, `meta.running`: RunningJobMeta) so the client can show it.
 */
export function jobRunning(
  code: string,
  detail: Detail,
  running: { type: string; id: string; href: string } | undefined,
  source?: Source,
): ApiProblem {
  return new ApiProblem(409, [
    {
      code,
      title: 'Conflict',
      detail,
      ...(source && { source }),
      ...(running && {
        links: { about: running.href },
        meta: { running: { type: running.type, id: running.id } } satisfies RunningJobMeta,
      }),
    },
  ])
}

const CODED_TITLES = {
  401: 'Not authenticated',
  403: 'Not allowed',
  409: 'Conflict',
  422: 'Invalid attribute',
  429: 'Too many requests',
} as const

/** A problem with a code of its own (e.g. `invalid_credentials`) for clients to react to. */
export function codedProblem(
  status: keyof typeof CODED_TITLES,
  code: string,
  detail: Detail,
  source?: Source,
): ApiProblem {
  return new ApiProblem(status, [
    { code, title: CODED_TITLES[status], detail, ...(source ? { source } : {}) },
  ])
}
