/** A query as handlers see it: every value a string, repeated keys as an array of strings. */
export type Query = Record<string, string | string[]>

export interface Target {
  path: string
  query: Query
}

/**
 * Splits `url` into a path and a query, and merges `params` over the query the way axios would send
 * them. Returns undefined for absolute URLs: the template only calls relative paths, so anything with a
 * host belongs to the network.
 */
export function parseTarget(url: string, params: Record<string, unknown> = {}): Target | undefined {
  if (!url.startsWith('/')) return undefined
  const withoutHash = url.split('#', 1)[0] ?? ''
  const queryStart = withoutHash.indexOf('?')
  const rawPath = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart)
  const search = queryStart === -1 ? '' : withoutHash.slice(queryStart + 1)

  const query: Query = {}
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const key = stripBrackets(rawKey)
    const previous = query[key]
    query[key] = previous === undefined ? value : [...toArray(previous), value]
  }
  for (const [rawKey, value] of Object.entries(params)) {
    // axios leaves out undefined and null params, so a real server never sees them either.
    if (value === undefined || value === null) continue
    query[stripBrackets(rawKey)] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return { path: normalisePath(rawPath), query }
}

/** Reads a list parameter sent as an array, as repeated keys or comma-separated (or a mix). */
export function listParam(value: string | string[] | undefined): string[] {
  return toArray(value ?? [])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function toArray(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value]
}

// `calendars[]=Business` is how axios and qs serialise arrays by default.
function stripBrackets(key: string): string {
  return key.endsWith('[]') ? key.slice(0, -2) : key
}

function normalisePath(path: string): string {
  const decoded = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return decoded.replace(/\/{2,}/g, '/')
}
