import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestStore as createStore } from '../../testing/store'
import {
  authAnswer,
  errorAnswer,
  installFakeApi,
  networkDown,
  type FakeRequest,
} from '../../testing/fake-api'
import { api } from '../api-client'
import { restoreSession } from './refresh-session'
import { REFRESH_TOKEN_KEY } from './refresh-token-storage'
import { sessionStarted } from './session-slice'

const thingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<unknown, string>({ query: (id) => `/things/${id}` }),
  }),
  overrideExisting: true,
})

const invalidToken = errorAnswer(401, [{ code: 'invalid_token', detail: 'A sessão expirou ou é inválida.' }])
const bearer = (request: FakeRequest) => request.headers.get('authorization')
const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

/** A store signed in with an access token the server no longer accepts. */
function signedInStore() {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-old')
  const store = createStore()
  const { data, meta } = authAnswer().body as { data: { id: string; attributes: never }; meta: never }
  store.dispatch(
    sessionStarted({
      user: { id: data.id, ...(data.attributes as object) } as never,
      tokens: { ...(meta as object), accessToken: 'access-old', refreshToken: 'refresh-old' } as never,
    }),
  )
  return store
}

/** Things answer 200 to any token but the old one. */
const things = (request: FakeRequest) =>
  bearer(request) === 'Bearer access-old'
    ? invalidToken
    : { status: 200, body: { data: { type: 'things', id: request.path.split('/').pop(), attributes: {} } } }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('refreshing the session on a 401', () => {
  it('sends one refresh for two requests refused at once, then replays both with the new token', async () => {
    const fake = installFakeApi()
    fake.on('GET /api/v1/things/a', things)
    fake.on('GET /api/v1/things/b', things)
    fake.on('POST /api/v1/auth/refresh', () => later(authAnswer()))
    const store = signedInStore()

    const [a, b] = await Promise.all([
      store.dispatch(thingsApi.endpoints.getThing.initiate('a')),
      store.dispatch(thingsApi.endpoints.getThing.initiate('b')),
    ])

    expect(a.data).toMatchObject({ data: { id: 'a' } })
    expect(b.data).toMatchObject({ data: { id: 'b' } })
    const refreshes = fake.callsTo('POST /api/v1/auth/refresh')
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]?.body).toEqual({
      data: { type: 'sessions', attributes: { refreshToken: 'refresh-old' } },
    })
    const { accessToken, refreshToken } = store.getState().session
    expect(fake.calls.filter((c) => c.path.startsWith('/api/v1/things/')).map(bearer)).toEqual([
      'Bearer access-old',
      'Bearer access-old',
      `Bearer ${accessToken}`,
      `Bearer ${accessToken}`,
    ])
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(refreshToken)
  })

  it('signs out cleanly when the refresh is refused', async () => {
    const fake = installFakeApi({
      'GET /api/v1/things/a': things,
      'GET /api/v1/things/b': things,
      'POST /api/v1/auth/refresh': errorAnswer(401, [{ code: 'invalid_token', detail: 'Sessão inválida.' }]),
    })
    const store = signedInStore()

    const [a, b] = await Promise.all([
      store.dispatch(thingsApi.endpoints.getThing.initiate('a')),
      store.dispatch(thingsApi.endpoints.getThing.initiate('b')),
    ])

    // Neither got data; the signed-out user's cache was dropped with them (lib/session/sync-session.ts).
    expect(a.data).toBeUndefined()
    expect(b.data).toBeUndefined()
    expect(store.getState().api.queries).toEqual({})
    expect(fake.callsTo('POST /api/v1/auth/refresh')).toHaveLength(1)
    expect(store.getState().session).toMatchObject({
      status: 'anonymous',
      user: null,
      accessToken: null,
      refreshToken: null,
      expired: true,
    })
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
  })

  it('keeps the session when the refresh cannot reach the server', async () => {
    const fake = installFakeApi({ 'GET /api/v1/things/a': things, 'POST /api/v1/auth/refresh': networkDown })
    const store = signedInStore()
    const result = await store.dispatch(thingsApi.endpoints.getThing.initiate('a'))
    expect(result.error).toMatchObject({ status: 401 })
    expect(fake.callsTo('POST /api/v1/auth/refresh')).toHaveLength(1)
    expect(store.getState().session.status).toBe('authenticated')
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-old')
  })

  it('does not refresh for a 401 that is about credentials', async () => {
    const fake = installFakeApi({
      'GET /api/v1/things/a': errorAnswer(401, [
        { code: 'invalid_credentials', detail: 'E-mail ou senha incorretos.' },
      ]),
    })
    const store = signedInStore()
    await store.dispatch(thingsApi.endpoints.getThing.initiate('a'))
    expect(fake.callsTo('POST /api/v1/auth/refresh')).toHaveLength(0)
  })
})

describe('restoring the session at start', () => {
  it('trades the stored refresh token, and requests made meanwhile wait for the new access token', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': () => later(authAnswer({ name: 'Bia Lima' })),
      'GET /api/v1/things/a': things,
    })
    const store = createStore()
    expect(store.getState().session.status).toBe('restoring')

    const restored = restoreSession(store)
    const result = await store.dispatch(thingsApi.endpoints.getThing.initiate('a'))
    await restored

    expect(result.data).toBeDefined()
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user: { name: 'Bia Lima' } })
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/auth/refresh',
      'GET /api/v1/things/a',
    ])
    expect(bearer(fake.calls[1]!)).toBe(`Bearer ${store.getState().session.accessToken}`)
  })

  it('starts signed out, with the stale token dropped, when the server refuses it', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-revoked')
    installFakeApi({
      'POST /api/v1/auth/refresh': errorAnswer(401, [{ code: 'invalid_token', detail: 'x' }]),
    })
    const store = createStore()
    await restoreSession(store)
    expect(store.getState().session.status).toBe('anonymous')
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
  })
})
