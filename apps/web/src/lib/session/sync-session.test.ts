import { afterEach, describe, expect, it, vi } from 'vitest'
import { authAnswer, installFakeApi } from '../../testing/fake-api'
import { createTestStore } from '../../testing/store'
import { REFRESH_TOKEN_KEY } from './refresh-token-storage'
import { sessionEnded, sessionStarted, type SessionUser } from './session-slice'

afterEach(() => {
  vi.unstubAllGlobals()
})

const user = (id: string) => ({ id, name: 'Ana', email: 'ana@example.com' }) as SessionUser
const tokens = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 900 })
const otherTab = (newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_KEY, newValue }))

describe('syncSession', () => {
  it('keeps the refresh token in localStorage in step with the session', () => {
    const store = createTestStore()
    store.dispatch(sessionStarted({ user: user('1'), tokens: tokens(1) }))
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1')
    store.dispatch(sessionEnded({ expired: false }))
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
  })

  it('signs this tab out when another tab signs out', () => {
    const store = createTestStore()
    store.dispatch(sessionStarted({ user: user('1'), tokens: tokens(1) }))
    otherTab(null)
    expect(store.getState().session).toMatchObject({ status: 'anonymous', user: null, signedOut: true })
  })

  it('picks up a sign-in made in another tab', async () => {
    const fake = installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia' }) })
    const store = createTestStore()
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r-other-tab')
    otherTab('r-other-tab')
    await vi.waitFor(() => expect(store.getState().session.status).toBe('authenticated'))
    expect(fake.calls[0]?.body).toEqual({
      data: { type: 'sessions', attributes: { refreshToken: 'r-other-tab' } },
    })
  })
})
