import { HttpError, type DemoRequest, type DemoResponse } from './http'
import { parseTarget } from './query'
import { mulberry32 } from './random'
import { createRouter } from './router'
import { routes } from './routes'
import { createInitialState } from './state'
import { answerIn, negotiateLanguage } from './text'

export interface DemoApiOptions {
  /** The clock for tokens and for sample dates relative to today. */
  now?: () => Date
  /** Random values in [0, 1) for the cart view; a seeded generator when left out. */
  random?: () => number
}

export interface DemoApi {
  /** Answers one of the template's calls, or resolves to undefined when the call is not one of them. */
  handle: (request: DemoRequest) => Promise<DemoResponse | undefined>
  /** Back to the initial sample data. */
  reset: () => void
}

const RANDOM_SEED = 0xe5c0d0
const findRoute = createRouter(routes)

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const now = options.now ?? (() => new Date())
  const freshRandom = () => options.random ?? mulberry32(RANDOM_SEED)
  let state = createInitialState(now())
  let random = freshRandom()

  async function handle(request: DemoRequest): Promise<DemoResponse | undefined> {
    try {
      if (typeof request?.url !== 'string' || typeof request.method !== 'string') {
        throw new HttpError(400, 'Malformed request: method and url must be strings')
      }
      const target = parseTarget(request.url, isRecord(request.params) ? request.params : {})
      const match = target && findRoute(request.method.toUpperCase(), target.path)
      if (!target || !match) return undefined
      const language = negotiateLanguage(headerValue(request.headers, 'accept-language'))
      const response = await match.handler({
        state,
        query: target.query,
        params: match.params,
        body: () => parseBody(request.data),
        now,
        random: () => random(),
        language,
      })
      // A copy, as if it had crossed the network: callers can never edit the stored data in place.
      return response.data === undefined
        ? { status: response.status }
        : { status: response.status, data: answerIn(response.data, language) }
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, data: { error: error.error } }
      return { status: 500, data: { error: 'The demo API failed to answer' } }
    }
  }

  return {
    handle,
    reset() {
      state = createInitialState(now())
      random = freshRandom()
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A header's value whatever the case of its name (axios keeps the case it was given). */
function headerValue(headers: unknown, name: string): unknown {
  if (!isRecord(headers)) return undefined
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  return key === undefined ? undefined : headers[key]
}

/** The body as an object: axios has usually serialised it to JSON already. */
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  if (data.trim() === '') return undefined
  try {
    return JSON.parse(data)
  } catch {
    throw new HttpError(400, 'Malformed body: not valid JSON')
  }
}
