/** The shapes `handle` speaks, close to what axios hands an adapter and gets back from it. */
export interface DemoRequest {
  method: string
  /** A path such as `/apps/todo/tasks`, optionally with a query string. */
  url: string
  /** Merged over the query string of `url`; arrays stand for repeated keys. */
  params?: Record<string, unknown>
  /** The body: an object, or the JSON string axios has already serialised. */
  data?: unknown
  /** Request headers (any case); `Accept-Language` chooses the language of the sample texts. */
  headers?: Record<string, unknown>
}

export interface DemoResponse {
  status: number
  data?: unknown
}

/**
 * Thrown by handlers and validators, turned into `{ status, data: { error } }` by `handle`, so a handler
 * reads straight through its happy path and `handle` itself never throws.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** A sentence, or per-field messages where the template reads them (login). */
    readonly error: string | Record<string, string>,
  ) {
    super(typeof error === 'string' ? error : Object.values(error).join(' '))
  }
}

export const ok = (data?: unknown): DemoResponse => ({ status: 200, data })
export const created = (data?: unknown): DemoResponse => ({ status: 201, data })

export function notFound(what: string, id: number | string): HttpError {
  return new HttpError(404, `${what} ${id} not found`)
}
