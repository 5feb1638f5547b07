import type { ApiError, RunningJobMeta } from '@escudo/contracts'

type Source = ApiError['source']

/**
 * An error a handler throws to answer the client with a JSON:API error document.
 * The central error handler turns it into `{ errors: [...] }` with its status.
 */
export class ApiProblem extends Error {
  readonly status: number
  readonly errors: ApiError[]

  constructor(status: number, errors: Omit<ApiError, 'status'>[]) {
    super(errors[0]?.detail ?? 'API problem')
    this.name = 'ApiProblem'
    this.status = status
    this.errors = errors.map((error) => ({ status: String(status), ...error }))
  }
}

const problem =
  (status: number, code: string, title: string) =>
  (detail: string, source?: Source): ApiProblem =>
    new ApiProblem(status, [{ code, title, detail, ...(source ? { source } : {}) }])

export const badRequest = problem(400, 'bad_request', 'Bad request')
export const unauthorized = problem(401, 'unauthorized', 'Not authenticated')
export const forbidden = problem(403, 'forbidden', 'Not allowed')
export const notFound = problem(404, 'not_found', 'Not found')
export const conflict = problem(409, 'conflict', 'Conflict')

export function validationFailed(fields: { pointer: string; detail: string }[]): ApiProblem {
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
  detail: string,
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
  detail: string,
  source?: Source,
): ApiProblem {
  return new ApiProblem(status, [
    { code, title: CODED_TITLES[status], detail, ...(source ? { source } : {}) },
  ])
}
