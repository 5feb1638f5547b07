import type { ApiError } from '@escudo/contracts'
import { createAction } from '@reduxjs/toolkit'
import { JSON_API_MEDIA_TYPE } from '@escudo/contracts'
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react'
import { ON_SERVER } from './on-server'
import { deserialize, isJsonApiDocument, type Deserialized } from './jsonapi'
import type { SessionState } from './session/session-slice'
import { withSessionRefresh } from './session/with-session-refresh'

export type ApiFailure = {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR'
  errors: ApiError[]
  /** Seconds, from `Retry-After` on a 429. */
  retryAfter?: number
}

/**
 * What a store made on the server passes its requests to (`createStore({ serverFetch })`): the API in
 * the same process, reached without the network. The address is never resolved.
 */
export type StoreExtra = { serverFetch?: typeof fetch }
export const SERVER_API_ORIGIN = 'http://escudo.internal'

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  headers.set('accept', JSON_API_MEDIA_TYPE)
  // The API words its errors in the language asked for (decision 039): the interface's, which i18n keeps on
  // <html lang>. A page rendered on the server shows no API error text.
  if (!ON_SERVER && document.documentElement.lang)
    headers.set('accept-language', document.documentElement.lang)
  const token = (getState() as { session?: SessionState }).session?.accessToken
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
  return headers
}

const browserBaseQuery = fetchBaseQuery({ baseUrl: '/api/v1', prepareHeaders })
const serverBaseQueries = new WeakMap<typeof fetch, typeof browserBaseQuery>()

function rawBaseQuery(...[args, api, extraOptions]: Parameters<typeof browserBaseQuery>) {
  const serverFetch = (api.extra as StoreExtra | undefined)?.serverFetch
  if (!serverFetch) return browserBaseQuery(args, api, extraOptions)
  let query = serverBaseQueries.get(serverFetch)
  if (!query) {
    query = fetchBaseQuery({ baseUrl: `${SERVER_API_ORIGIN}/api/v1`, fetchFn: serverFetch, prepareHeaders })
    serverBaseQueries.set(serverFetch, query)
  }
  return query(args, api, extraOptions)
}

/** A network failure is shown like any other error: one entry with a readable detail. */
function networkFailure(status: ApiFailure['status'], detail: string): ApiFailure {
  return { status, errors: [{ status: '0', code: 'network_error', title: 'Network error', detail }] }
}

/**
 * Every endpoint receives `{ data, meta, links }` with JSON:API resources already
 * flattened, and every failure as `{ status, errors }` in the API's error shape.
 */
export const jsonApiBaseQuery: BaseQueryFn<string | FetchArgs, Deserialized | unknown, ApiFailure> = async (
  args,
  api,
  extraOptions,
) => {
  const request =
    typeof args === 'string' || args.body === undefined
      ? args
      : { ...args, headers: { 'content-type': JSON_API_MEDIA_TYPE, ...args.headers } }
  const result = await rawBaseQuery(request, api, extraOptions)
  if (result.error) {
    const { status, data } = result.error
    if (typeof status === 'number') {
      const errors = (data as { errors?: ApiError[] } | undefined)?.errors
      const retryAfter = Number(result.meta?.response?.headers.get('retry-after'))
      return { error: { status, errors: errors ?? [], ...(retryAfter > 0 ? { retryAfter } : {}) } }
    }
    return { error: networkFailure(status, 'error' in result.error ? result.error.error : 'Request failed') }
  }
  const body = result.data
  return { data: isJsonApiDocument(body) ? deserialize(body) : body, meta: result.meta }
}

/**
 * On the server, a component's query starts during its render (there are no effects there): the page
 * is rendered, the queries it started are awaited, and it is rendered again with their data.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: ON_SERVER }))

/** The page's data as the server fetched it, put in the browser's cache before the page hydrates. */
export const serverDataArrived = createAction<unknown>('ssr/dataArrived')

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverDataArrived.match(action)
      ? ((action.payload as Record<string, unknown> | null)?.[reducerPath] as never)
      : undefined,
  // Adds the session's refresh-on-401 (one refresh at a time, requests replayed).
  baseQuery: withSessionRefresh(jsonApiBaseQuery),
  // Declared here, once, so features invalidate each other's data without importing each other.
  tagTypes: [
    'Product',
    'Favorite',
    'Comment',
    'Estimate',
    'Taxonomy',
    'Banner',
    'SynonymSet',
    'SearchRule',
    'SearchAnalytics',
    'BlockedTerm',
    'Highlight',
    'AdminProduct',
    'AdminEstimate',
    'AdminComment',
    'ContactMessage',
    'Customer',
    'Outbox',
    'Overview',
    'Staff',
    'CaRegistryImport',
    'CaCheck',
    'Distributors',
    'ApiKey',
    'Webhook',
    'WebhookDelivery',
  ],
  endpoints: () => ({}),
})
