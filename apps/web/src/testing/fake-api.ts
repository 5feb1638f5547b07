import {
  AuthResponse,
  ErrorDocument,
  JSON_API_MEDIA_TYPE,
  MailStatusDocument,
  type ApiError,
  type UserAttributes,
} from '@escudo/contracts'
import { vi } from 'vitest'

/**
 * A fake of the API at the network boundary (`fetch`): handlers answer by
 * "METHOD /path" with documents checked against the contracts, so the
 * components under test see exactly what the server sends.
 */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: unknown
}
export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> }
type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>

/**
 * The fake API as a `fetch` of absolute URLs, not installed anywhere: what a page rendered on the
 * server is given (entry-server.tsx).
 */
export function createFakeApi(routes: Record<string, Handler | FakeResponse> = {}) {
  const handlers = new Map<string, Handler>()
  const calls: FakeRequest[] = []
  const on = (route: string, answer: Handler | FakeResponse) =>
    handlers.set(route, typeof answer === 'function' ? answer : () => answer)
  for (const [route, answer] of Object.entries(routes)) on(route, answer)

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    // An upload's body is its FormData (jsdom's files arrive without name or content), others are JSON.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data')
    const text = multipart ? '' : await request.text()
    const call: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: multipart ? await request.formData() : text ? JSON.parse(text) : undefined,
    }
    calls.push(call)
    const handler = handlers.get(`${call.method} ${call.path}`)
    if (!handler) throw new Error(`No fake for ${call.method} ${call.path}`)
    const reply = await handler(call)
    if (reply.status === 0) throw new TypeError('Failed to fetch')
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': JSON_API_MEDIA_TYPE, ...reply.headers },
    })
  }
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init)))

  return {
    calls,
    on,
    fetch,
    answer,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  }
}

/** The mail status of a server with SMTP_URL set and an empty queue. */
export const MAIL_CONFIGURED: FakeResponse = {
  status: 200,
  body: MailStatusDocument.parse({
    data: { type: 'mail-status', id: 'current', attributes: { transportConfigured: true, pending: 0 } },
  }),
}

/** The fake API installed as the page's `fetch`, relative URLs resolved against the page's. */
export function installFakeApi(routes: Record<string, Handler | FakeResponse> = {}) {
  // Every back-office page asks whether e-mail can leave (issue 32): by default it can, nothing waits.
  const api = createFakeApi({ 'GET /api/v1/admin/mail-status': MAIL_CONFIGURED, ...routes })

  // fetchBaseQuery builds `new Request('/api/v1/…')`; Node's Request needs an absolute URL.
  const NativeRequest = globalThis.Request
  class RelativeRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
    }
  }
  vi.stubGlobal('Request', RelativeRequest)

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    api.answer(input instanceof NativeRequest ? input : new RelativeRequest(input, init)),
  )
  vi.stubGlobal('fetch', fetch)

  return { calls: api.calls, on: api.on, fetch, callsTo: api.callsTo }
}

export const aUser = (overrides: Partial<UserAttributes> = {}): UserAttributes => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  role: 'customer',
  company: null,
  cnpj: null,
  phone: null,
  locale: 'pt-BR',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
})

let tokenCount = 0

/** The answer of register, login and refresh, with fresh tokens each time (`user-1` unless `id` says). */
export function authAnswer(
  { id = 'user-1', ...attributes }: Partial<UserAttributes> & { id?: string } = {},
  status = 200,
): FakeResponse {
  tokenCount += 1
  const body = AuthResponse.parse({
    data: { type: 'users', id, attributes: aUser(attributes) },
    meta: { accessToken: `access-${tokenCount}`, refreshToken: `refresh-${tokenCount}`, expiresIn: 900 },
  })
  return { status, body }
}

/** An error document as the server's error handler writes it. */
export function errorAnswer(
  status: number,
  errors: Omit<ApiError, 'status' | 'title'>[],
  headers?: Record<string, string>,
): FakeResponse {
  const body = ErrorDocument.parse({
    errors: errors.map((error) => ({ status: String(status), title: 'Error', ...error })),
  })
  return { status, body, headers }
}

export const networkDown: FakeResponse = { status: 0 }
