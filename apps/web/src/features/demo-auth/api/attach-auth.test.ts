import { createDemoApi, installDemoApi, type LoginBody } from '@escudo/demo-api'
import axios, { type AxiosAdapter } from 'axios'
import { describe, expect, it } from 'vitest'
import { attachAuth } from './attach-auth'
import { createSessionStore, tokenExpiry } from '../store/session-store'

/**
 * The simulation does not check tokens on its data calls, so a stand-in "network" adapter behind it
 * plays a protected endpoint: 401 unless the bearer token is still valid at the test's clock.
 */
function setUp() {
  let clock = Date.parse('2024-05-01T12:00:00Z')
  const now = () => clock
  const api = createDemoApi({ now: () => new Date(clock) })
  const refreshCalls: string[] = []
  const handle = api.handle
  api.handle = (request) => {
    if (request.url === '/jwt/refresh-token') refreshCalls.push(request.url)
    return handle(request)
  }
  const protectedEndpoint: AxiosAdapter = async (config) => {
    const token = String(config.headers.get('Authorization') ?? '').replace('Bearer ', '')
    const status = token && tokenExpiry(token) * 1000 > clock ? 200 : 401
    const response = { data: { token }, status, statusText: '', headers: {}, config }
    if (status === 401) throw new axios.AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, {}, response)
    return response
  }
  const http = axios.create({ adapter: protectedEndpoint })
  installDemoApi(http, api, { delayMs: 0 })
  const store = createSessionStore(localStorage)
  attachAuth(http, store, { now })
  return { http, store, refreshCalls, advance: (ms: number) => (clock += ms) }
}

async function logIn(http: ReturnType<typeof setUp>['http'], store: ReturnType<typeof setUp>['store']) {
  const { data } = await http.post<LoginBody>('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
  store.set(data)
  return data
}

describe('attachAuth', () => {
  it('signs calls with the access token', async () => {
    const { http, store } = setUp()
    const session = await logIn(http, store)
    const { data } = await http.get('/protected')
    expect(data.token).toBe(session.accessToken)
  })

  it('refreshes an expired token once for calls made together, then replays them', async () => {
    const { http, store, refreshCalls, advance } = setUp()
    const session = await logIn(http, store)
    advance(9 * 60 * 1000 + 55 * 1000) // inside the margin: the access token is about to expire

    const answers = await Promise.all([
      http.get('/protected'),
      http.get('/protected'),
      http.get('/protected'),
    ])

    expect(refreshCalls).toHaveLength(1)
    const renewed = store.get()!.accessToken
    expect(renewed).not.toBe(session.accessToken)
    expect(answers.map((answer) => answer.data.token)).toEqual([renewed, renewed, renewed])
  })

  it('replays a call answered 401 after refreshing', async () => {
    const { http, store, refreshCalls } = setUp()
    await logIn(http, store)
    // A token the endpoint no longer accepts although its own clock says it is fine.
    store.set({ ...store.get()!, accessToken: 'not-a-jwt' })
    const { data } = await http.get('/protected')
    expect(refreshCalls).toHaveLength(1)
    expect(data.token).toBe(store.get()!.accessToken)
  })

  it('logs out when the refresh token has expired too', async () => {
    const { http, store, advance } = setUp()
    await logIn(http, store)
    advance(11 * 60 * 1000)
    await expect(http.get('/protected')).rejects.toMatchObject({ response: { status: 401 } })
    expect(store.get()).toBeNull()
    expect(localStorage.getItem('escudo.dashboard.accessToken')).toBeNull()
  })
})
