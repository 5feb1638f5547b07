import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { refreshTokens, users } from '../../src/db/schema/index'
import { hashToken } from '../../src/lib/tokens'
import { REFRESH_GRACE_MS } from '../../src/accounts/sessions'
import { buildTestApp, openTestDatabase } from '../helper'
import { bearer, login, register, sessionBody, testClock } from './helpers'

let database: DatabaseHandle
let app: App
const clock = testClock()

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, { RATE_LIMIT_REGISTER_IP: '1000/1h' }, { now: clock.now })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) })
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: sessionBody(refreshToken) })
const logout = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: sessionBody(refreshToken) })

describe('POST /api/v1/auth/refresh', () => {
  it('trades a refresh token for a new pair, and the old one is stored only as a hash', async () => {
    const { data, meta } = await register(app)
    const [row] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(meta.refreshToken)))
    expect(row?.userId).toBe(data.id)
    expect(JSON.stringify(row)).not.toContain(meta.refreshToken)

    const response = await refresh(meta.refreshToken)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.data.id).toBe(data.id)
    expect(body.meta.refreshToken).not.toBe(meta.refreshToken)
    expect((await me(body.meta.accessToken)).statusCode).toBe(200)
  })

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { meta } = await register(app)
    const second = (await refresh(meta.refreshToken)).json().meta
    clock.advance(REFRESH_GRACE_MS + 1000)
    const third = (await refresh(second.refreshToken)).json().meta

    // An attacker replays the first token: refused, and the legitimate latest token dies with it.
    const replay = await refresh(meta.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().errors[0].code).toBe('invalid_token')
    expect((await refresh(third.refreshToken)).statusCode).toBe(401)
  })

  it('keeps both tabs signed in when they refresh with the same token at the same moment', async () => {
    const { meta } = await register(app)
    const answers = await Promise.all([refresh(meta.refreshToken), refresh(meta.refreshToken)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const [first, second] = answers.map((answer) => answer.json().meta)
    // The same new refresh token for both, so whichever tab refreshes next does not look like a thief.
    expect(second.refreshToken).toBe(first.refreshToken)
    expect(first.refreshToken).not.toBe(meta.refreshToken)
    for (const tokens of [first, second]) expect((await me(tokens.accessToken)).statusCode).toBe(200)
    expect((await refresh(first.refreshToken)).statusCode).toBe(200)
  })

  it('answers a token rotated a moment ago with the same pair, and revokes once the grace window is over', async () => {
    const { meta } = await register(app)
    const rotated = (await refresh(meta.refreshToken)).json().meta
    clock.advance(REFRESH_GRACE_MS - 1000)
    const again = await refresh(meta.refreshToken)
    expect(again.statusCode).toBe(200)
    expect(again.json().meta.refreshToken).toBe(rotated.refreshToken)

    clock.advance(2000)
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
    // Real reuse: the whole login ends, the successor included.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401)
  })

  it('gives nothing within the grace window once the successor has been used', async () => {
    const { meta } = await register(app)
    const second = (await refresh(meta.refreshToken)).json().meta
    expect((await refresh(second.refreshToken)).statusCode).toBe(200)
    // The old token comes back within seconds, but its successor has moved on: that is reuse.
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
  })

  it('leaves the other logins of the same user alone when one family is revoked', async () => {
    const { data, meta } = await register(app)
    const other = (await login(app, data.attributes.email)).json().meta
    await refresh(meta.refreshToken)
    clock.advance(REFRESH_GRACE_MS + 1000)
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
    expect((await refresh(other.refreshToken)).statusCode).toBe(200)
  })

  it('refuses an unknown token and an expired one (30 days)', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401)
    const { meta } = await register(app)
    clock.advance(30 * 24 * 60 * 60_000 + 1000)
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
  })

  it('refuses the token of a disabled account', async () => {
    const { data, meta } = await register(app)
    await app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, data.id))
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
  })

  it('answers 422 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { data: { type: 'sessions', attributes: {} } },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/refreshToken')
  })
})

describe('POST /api/v1/auth/logout', () => {
  it('answers 204 and the refresh token stops working', async () => {
    const { meta } = await register(app)
    const response = await logout(meta.refreshToken)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
  })

  it('also ends the tokens rotated from the same login', async () => {
    const { meta } = await register(app)
    const next = (await refresh(meta.refreshToken)).json().meta
    await logout(meta.refreshToken)
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
  })

  it('answers 204 for an unknown token too (nothing to reveal, nothing to do)', async () => {
    expect((await logout('unknown-token')).statusCode).toBe(204)
  })
})
