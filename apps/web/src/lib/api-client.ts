import type { ApiError } from '@escudo/contracts'
import { JSON_API_MEDIA_TYPE } from '@escudo/contracts'
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react'
import { deserialize, isJsonApiDocument, type Deserialized } from './jsonapi'
import type { SessionState } from './session/session-slice'
import { withSessionRefresh } from './session/with-session-refresh'

export type ApiFailure = {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR'
  errors: ApiError[]
  /** Seconds, from `Retry-After` on a 429. */
  retryAfter?: number
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/v1',
  prepareHeaders: (headers, { getState }) => {
    headers.set('accept', JSON_API_MEDIA_TYPE)
    const token = (getState() as { session?: SessionState }).session?.accessToken
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

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

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
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
    'Highlight',
    'AdminProduct',
    'AdminEstimate',
    'AdminComment',
    'ContactMessage',
    'Customer',
    'Outbox',
    'Overview',
  ],
  endpoints: () => ({}),
})
