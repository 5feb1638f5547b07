import { afterEach, describe, expect, it, vi } from 'vitest'
import { authAnswer, errorAnswer, installFakeApi, networkDown } from '../../testing/fake-api'
import { createTestStore } from '../../testing/store'
import { api } from '../api-client'
import { refreshSession, restoreSession } from './refresh-session'
import { REFRESH_TOKEN_KEY } from './refresh-token-storage'
import type { SessionMessage } from './session-channel'
import { sessionEnded, sessionStarted, type SessionUser } from './session-slice'

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountThing: build.query<unknown, void>({ query: () => '/account-things' }),
  }),
  overrideExisting: true,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Every message the tabs send one another, as a third tab would hear them. */
function listen() {
  const heard: SessionMessage[] = []
  new BroadcastChannel('escudo.session').addEventListener('message', (event) => heard.push(event.data))
  return heard
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** Two tabs of one browser, both signed in as Ana (the stored session restored, as at start). */
async function twoTabsAsAna() {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': () => authAnswer({ id: 'ana', name: 'Ana' }),
    'GET /api/v1/account-things': (request) => ({
      status: 200,
      body: { data: { type: 'things', id: request.headers.get('authorization') ?? 'none', attributes: {} } },
    }),
  })
  const tabs = [createTestStore(), createTestStore()] as const
  for (const tab of tabs) await restoreSession(tab)
  await tabs[0].dispatch(accountApi.endpoints.getAccountThing.initiate())
  expect(Object.keys(tabs[0].getState().api.queries)).toHaveLength(1)
  const heard = listen()
  return { fake, tabs, heard }
}

describe('every tab follows the session', () => {
  it('signs the other tab out when one signs out, and drops its cached user data', async () => {
    const { tabs, heard } = await twoTabsAsAna()
    tabs[1].dispatch(sessionEnded({ expired: false }))

    await vi.waitFor(() => expect(tabs[0].getState().session.status).toBe('anonymous'))
    expect(tabs[0].getState().session).toMatchObject({ user: null, accessToken: null, signedOut: true })
    expect(tabs[0].getState().api.queries).toEqual({})
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
    await settle()
    expect(heard).toEqual([{ type: 'signed-out', expired: false }])
  })

  it('ends the other tab as expired when a refresh finds the session gone', async () => {
    const { fake, tabs, heard } = await twoTabsAsAna()
    fake.on('POST /api/v1/auth/refresh', errorAnswer(401, [{ code: 'invalid_token', detail: 'x' }]))
    expect(await refreshSession(tabs[1], tabs[1].getState().session.accessToken)).toBe(false)

    await vi.waitFor(() =>
      expect(tabs[0].getState().session).toMatchObject({ status: 'anonymous', expired: true }),
    )
    await settle()
    expect(heard).toEqual([{ type: 'signed-out', expired: true }])
    expect(fake.callsTo('POST /api/v1/auth/refresh')).toHaveLength(3)
  })

  it('restores the other tab as the new user when one signs in as another, never with old data', async () => {
    const { fake, tabs, heard } = await twoTabsAsAna()
    const oldAccessToken = tabs[0].getState().session.accessToken
    // What the other tab's user sees at every step: never Bia's name with Ana's data, or Ana's again.
    const seen: string[] = []
    tabs[0].subscribe(() => {
      const { session, api: cache } = tabs[0].getState()
      seen.push(`${session.status} ${session.user?.name ?? '-'} ${Object.keys(cache.queries).length}`)
    })
    fake.on('POST /api/v1/auth/refresh', () => authAnswer({ id: 'bia', name: 'Bia' }))
    tabs[1].dispatch(
      sessionStarted({
        user: { id: 'bia', name: 'Bia' } as SessionUser,
        tokens: { accessToken: 'access-bia', refreshToken: 'refresh-bia', expiresIn: 900 },
      }),
    )

    await vi.waitFor(() => expect(tabs[0].getState().session.user?.name).toBe('Bia'))
    expect(tabs[0].getState().session.accessToken).not.toBe(oldAccessToken)
    expect(fake.callsTo('POST /api/v1/auth/refresh').at(-1)?.body).toEqual({
      data: { type: 'sessions', attributes: { refreshToken: 'refresh-bia' } },
    })
    expect(seen[0]).toBe('restoring - 0')
    expect(seen.at(-1)).toBe('authenticated Bia 0')
    expect(seen.filter((step) => step.includes('Ana'))).toEqual([])
    await settle()
    expect(heard).toEqual([{ type: 'signed-in', userId: 'bia' }])
  })

  it('lets an anonymous tab pick up a sign-in made in another', async () => {
    installFakeApi({ 'POST /api/v1/auth/refresh': () => authAnswer({ id: 'ana', name: 'Ana' }) })
    const [signedOut, signingIn] = [createTestStore(), createTestStore()]
    signingIn.dispatch(
      sessionStarted({
        user: { id: 'ana', name: 'Ana' } as SessionUser,
        tokens: { accessToken: 'access-ana', refreshToken: 'refresh-ana', expiresIn: 900 },
      }),
    )
    await vi.waitFor(() => expect(signedOut.getState().session.status).toBe('authenticated'))
    expect(signedOut.getState().session.user?.name).toBe('Ana')
  })

  it('sends nothing when a tab refreshes the same user, and the other tab keeps its session', async () => {
    const { fake, tabs, heard } = await twoTabsAsAna()
    const otherTab = tabs[1].getState().session
    for (let i = 0; i < 3; i += 1) {
      expect(await refreshSession(tabs[0], tabs[0].getState().session.accessToken)).toBe(true)
    }
    await settle()
    expect(heard).toEqual([])
    expect(fake.callsTo('POST /api/v1/auth/refresh')).toHaveLength(5)
    expect(tabs[1].getState().session).toBe(otherTab)
  })

  it('does not sign the other tabs out when a new tab cannot reach the server at start', async () => {
    const { fake, tabs, heard } = await twoTabsAsAna()
    fake.on('POST /api/v1/auth/refresh', networkDown)
    const newTab = createTestStore()
    await restoreSession(newTab)
    expect(newTab.getState().session.status).toBe('anonymous')
    await settle()
    expect(heard).toEqual([])
    expect(tabs[0].getState().session.status).toBe('authenticated')
  })
})
