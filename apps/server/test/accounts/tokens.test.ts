import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, openTestDatabase, testConfig } from '../helper'
import { bearer, register, testClock } from './helpers'

let database: DatabaseHandle
let app: App
const clock = testClock()
const secret = new TextEncoder().encode(testConfig().jwtSecret)

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

/** A token signed here, like the server's except for what a test changes. */
function handMade({ sub, alg = 'HS256', key = secret, audience = 'escudo-api' }: HandMade) {
  return new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg })
    .setSubject(sub)
    .setIssuer('escudo')
    .setAudience(audience)
    .setIssuedAt(clock.now())
    .setExpirationTime(new Date(clock.now().getTime() + 60_000))
    .sign(key)
}
type HandMade = { sub: string; alg?: string; key?: Uint8Array; audience?: string }

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('access tokens', () => {
  it('carry sub = user id and role, and last 15 minutes', async () => {
    const { data, meta } = await register(app)
    const [header, payload] = meta.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header).toMatchObject({ alg: 'HS256' })
    expect(payload).toMatchObject({ sub: data.id, role: 'customer' })
    expect(payload.exp - payload.iat).toBe(900)
  })

  it('expire after 15 minutes (by the injected clock)', async () => {
    const { meta } = await register(app)
    clock.advance(14 * 60_000)
    expect((await me(meta.accessToken)).statusCode).toBe(200)
    clock.advance(61_000)
    const response = await me(meta.accessToken)
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="escudo", error="invalid_token"')
    expect(response.json().errors[0].code).toBe('invalid_token')
  })

  it('refuse a tampered payload (role raised to admin)', async () => {
    const { meta } = await register(app)
    const [header, payload, signature] = meta.accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forged = [header, base64url({ ...claims, role: 'admin' }), signature].join('.')
    expect((await me(forged)).statusCode).toBe(401)
    const response = await app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: bearer(forged) })
    expect(response.statusCode).toBe(401)
  })

  it('refuse an unsigned token (alg: none)', async () => {
    const { data } = await register(app)
    const now = Math.floor(clock.now().getTime() / 1000)
    const claims = { sub: data.id, role: 'admin', iss: 'escudo', aud: 'escudo-api', iat: now, exp: now + 900 }
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
    expect((await me(unsigned)).statusCode).toBe(401)
  })

  it('accept a token built by hand the way the server builds them (control for the cases below)', async () => {
    const { data } = await register(app)
    expect((await me(await handMade({ sub: data.id }))).statusCode).toBe(200)
  })

  it('refuse a token signed with the right secret but another algorithm (HS512)', async () => {
    const { data } = await register(app)
    expect((await me(await handMade({ sub: data.id, alg: 'HS512' }))).statusCode).toBe(401)
  })

  it('refuse a token signed with another secret', async () => {
    const { data } = await register(app)
    const key = new TextEncoder().encode('another-secret-of-at-least-32-characters')
    expect((await me(await handMade({ sub: data.id, key }))).statusCode).toBe(401)
  })

  it('refuse a token for another audience', async () => {
    const { data } = await register(app)
    expect((await me(await handMade({ sub: data.id, audience: 'someone-else' }))).statusCode).toBe(401)
  })

  it('refuse a well-signed token whose subject is not a user', async () => {
    expect((await me(await handMade({ sub: 'not-a-uuid' }))).statusCode).toBe(401)
    expect((await me(await handMade({ sub: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(401)
  })
})
