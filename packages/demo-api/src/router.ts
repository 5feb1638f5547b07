import { HttpError, type DemoResponse } from './http'
import type { Query } from './query'
import type { DemoState } from './state'
import type { Language } from './text'

export type Method = 'GET' | 'POST' | 'DELETE'

export interface RouteContext {
  state: DemoState
  query: Query
  /** Path parameters, e.g. `{ id: '7' }` for `/apps/ecommerce/products/:id`. */
  params: Record<string, string>
  /** The parsed body; read lazily so a GET with junk in `data` still works. */
  body: () => unknown
  now: () => Date
  random: () => number
  /** The language the request asked for: texts it searches or sorts are read in it. */
  language: Language
}

export type Handler = (context: RouteContext) => DemoResponse | Promise<DemoResponse>

export interface Route {
  method: Method
  /** Segments starting with `:` capture a path parameter. */
  path: string
  handler: Handler
}

export type Match = { handler: Handler; params: Record<string, string> }

/**
 * Finds the route for a path. A path the template knows but called with another method gets a 405
 * handler, as a real server would answer; a path it does not know gives undefined (the network's).
 */
export function createRouter(routes: readonly Route[]): (method: string, path: string) => Match | undefined {
  const compiled = routes.map((route) => ({ ...route, segments: route.path.split('/') }))
  return (method, path) => {
    const segments = path.split('/')
    let pathKnown = false
    for (const route of compiled) {
      const params = matchSegments(route.segments, segments)
      if (!params) continue
      if (route.method === method) return { handler: route.handler, params }
      pathKnown = true
    }
    return pathKnown ? { handler: methodNotAllowed, params: {} } : undefined
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, expected] of pattern.entries()) {
    const segment = actual[index] ?? ''
    if (expected.startsWith(':')) {
      if (segment === '') return undefined
      params[expected.slice(1)] = safeDecode(segment)
    } else if (expected !== segment) return undefined
  }
  return params
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const methodNotAllowed: Handler = () => {
  throw new HttpError(405, 'Method not allowed')
}
