import { describe, expect, it } from 'vitest'
import { createTestStore } from '../../testing/store'
import { REFRESH_TOKEN_KEY } from './refresh-token-storage'
import { sessionEnded, sessionStarted, type SessionUser } from './session-slice'

const user = (id: string) => ({ id, name: 'Ana', email: 'ana@example.com' }) as SessionUser
const tokens = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 900 })

// The other tabs follow through session-channel.ts (session-channel.test.ts).
describe('syncSession', () => {
  it('keeps the refresh token in localStorage in step with the session', () => {
    const store = createTestStore()
    store.dispatch(sessionStarted({ user: user('1'), tokens: tokens(1) }))
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1')
    store.dispatch(sessionEnded({ expired: false }))
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
  })
})
