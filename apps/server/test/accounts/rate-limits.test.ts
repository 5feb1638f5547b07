import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { LOGIN_SLOWDOWN_MS } from '../../src/routes/api/v1/auth/login'
import { buildTestApp, openTestDatabase } from '../helper'
import { bearer, login, PASSWORD, register, registerBody, testClock, uniqueEmail } from './helpers'

let database: DatabaseHandle
let app: App
const clock = testClock()
const limits = {
  RATE_LIMIT_LOGIN_EMAIL: '3/15m',
  RATE_LIMIT_LOGIN_EMAIL_SLOWDOWN: '4/15m',
  RATE_LIMIT_LOGIN_IP: '4/15m',
  RATE_LIMIT_LOGIN_ATTEMPTS_IP: '6/1m',
  RATE_LIMIT_REGISTER_IP: '2/1h',
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL: '2/1h',
  RATE_LIMIT_FORGOT_PASSWORD_IP: '3/1h',
  RATE_LIMIT_EMAIL_AVAILABILITY_IP: '3/1m',
}

// The waits the app asked for (a failing login slowed down), recorded instead of slept.
const waits: number[] = []
const sleep = async (ms: number) => {
  waits.push(ms)
}

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, limits, { now: clock.now, sleep })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

// Each test comes from its own address, so the per-IP counters of one do not touch another.
let lastIp = 0
const newIp = () => `203.0.113.${++lastIp}`

function expectRateLimited(response: Awaited<ReturnType<App['inject']>>, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429)
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds))
  expect(response.json().errors[0]).toMatchObject({ status: '429', code: 'rate_limited' })
}

const forgot = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    remoteAddress,
    payload: { data: { type: 'password-resets', attributes: { email } } },
  })

describe('login', () => {
  it('allows 3 failures per email from one address (configured), then refuses that address only', async () => {
    const { data } = await register(app, {}, newIp())
    const email = data.attributes.email
    const guesser = newIp()
    for (let i = 0; i < 3; i++)
      expect((await login(app, email, 'wrong-password', guesser)).statusCode).toBe(401)
    expectRateLimited(await login(app, email.toUpperCase(), PASSWORD, guesser), 900)
    // The owner, from an address that is not failing, still gets in.
    expect((await login(app, email, PASSWORD, newIp())).statusCode).toBe(200)

    clock.advance(10 * 60_000)
    expectRateLimited(await login(app, email, PASSWORD, guesser), 300)
    clock.advance(5 * 60_000)
    expect((await login(app, email, PASSWORD, guesser)).statusCode).toBe(200)
  })

  it('cannot be used by strangers to lock an account: failures from many addresses only slow down', async () => {
    const { data } = await register(app, {}, newIp())
    const email = data.attributes.email
    waits.length = 0
    for (let i = 0; i < 4; i++)
      expect((await login(app, email, 'wrong-password', newIp())).statusCode).toBe(401)
    expect(waits).toEqual([])
    // Past 4 failures of this email from anywhere (configured), each failure is answered slowly…
    for (let i = 0; i < 3; i++)
      expect((await login(app, email, 'wrong-password', newIp())).statusCode).toBe(401)
    expect(waits).toEqual([LOGIN_SLOWDOWN_MS, LOGIN_SLOWDOWN_MS, LOGIN_SLOWDOWN_MS])
    // …and the owner's right password still gets in at once.
    expect((await login(app, email, PASSWORD, newIp())).statusCode).toBe(200)
    expect(waits).toHaveLength(3)
  })

  it('limits attempts per address whatever their outcome (each costs a password hash)', async () => {
    const { data } = await register(app, {}, newIp())
    const ip = newIp()
    for (let i = 0; i < 6; i++)
      expect((await login(app, data.attributes.email, PASSWORD, ip)).statusCode).toBe(200)
    expectRateLimited(await login(app, data.attributes.email, PASSWORD, ip), 60)
    expect((await login(app, data.attributes.email, PASSWORD, newIp())).statusCode).toBe(200)
  })

  it('does not count successful logins as failures', async () => {
    const { data } = await register(app, {}, newIp())
    for (let i = 0; i < 6; i++)
      expect((await login(app, data.attributes.email, PASSWORD, newIp())).statusCode).toBe(200)
  })

  it('limits failures per address too, across emails', async () => {
    const ip = newIp()
    for (let i = 0; i < 4; i++)
      expect((await login(app, uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(401)
    expectRateLimited(await login(app, uniqueEmail(), 'wrong-password', ip), 900)
    expect((await login(app, uniqueEmail(), 'wrong-password', newIp())).statusCode).toBe(401)
  })

  it('counts wrong current passwords in PATCH /me with the login failures of that email', async () => {
    const { data, meta } = await register(app, {}, newIp())
    const change = (remoteAddress: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        remoteAddress,
        headers: bearer(meta.accessToken),
        payload: {
          data: {
            type: 'users',
            attributes: { password: 'nova-senha-forte-1', currentPassword: 'guess-123' },
          },
        },
      })
    const ip = newIp()
    for (let i = 0; i < 3; i++) expect((await change(ip)).statusCode).toBe(422)
    expectRateLimited(await change(ip), 900)
    expectRateLimited(await login(app, data.attributes.email, PASSWORD, ip), 900)
    expect((await login(app, data.attributes.email, PASSWORD, newIp())).statusCode).toBe(200)
  })
})

describe('register', () => {
  it('allows 2 per address per window (configured), counting invalid attempts', async () => {
    const ip = newIp()
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: ip, payload })
    expect((await post(registerBody())).statusCode).toBe(201)
    expect((await post({ data: { type: 'users', attributes: {} } })).statusCode).toBe(422)
    expectRateLimited(await post(registerBody()), 3600)
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: newIp(),
      payload: registerBody(),
    })
    expect(elsewhere.statusCode).toBe(201)
  })

  it('reads the client address from X-Forwarded-For set by a trusted (loopback) proxy', async () => {
    const post = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: registerBody(),
      })
    const client = newIp()
    await post(client)
    await post(client)
    expectRateLimited(await post(client), 3600)
    // Another client behind the same proxy has its own budget.
    expect((await post(newIp())).statusCode).toBe(201)
  })

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const direct = newIp()
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: direct,
        // A client reaching the server directly cannot pick a fresh address per request.
        headers: { 'x-forwarded-for': newIp() },
        payload: registerBody(),
      })
    await post()
    await post()
    expectRateLimited(await post(), 3600)
  })
})

describe('forgot-password', () => {
  it('allows 2 per email per window (configured), known or not, so the limit reveals nothing', async () => {
    const { data } = await register(app, {}, newIp())
    for (const email of [data.attributes.email, uniqueEmail('ninguem')]) {
      expect((await forgot(email, newIp())).statusCode).toBe(202)
      expect((await forgot(email, newIp())).statusCode).toBe(202)
      expectRateLimited(await forgot(email, newIp()), 3600)
    }
    expect((await forgot(uniqueEmail(), newIp())).statusCode).toBe(202)
  })

  it('allows 3 per address per window (configured)', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++) expect((await forgot(uniqueEmail(), ip)).statusCode).toBe(202)
    expectRateLimited(await forgot(uniqueEmail(), ip), 3600)
  })
})

describe('email availability', () => {
  it('allows 3 per address per minute (configured), then again after the window', async () => {
    const ip = newIp()
    const check = () =>
      app.inject({ url: `/api/v1/auth/email-availability?email=${uniqueEmail()}`, remoteAddress: ip })
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200)
    expectRateLimited(await check(), 60)
    clock.advance(60_000)
    expect((await check()).statusCode).toBe(200)
  })
})

describe('with several processes', () => {
  it('shares the counts through the database', async () => {
    const other = await buildTestApp(database, limits, { now: clock.now })
    try {
      const ip = newIp()
      const check = (instance: App) =>
        instance.inject({ url: `/api/v1/auth/email-availability?email=${uniqueEmail()}`, remoteAddress: ip })
      expect((await check(app)).statusCode).toBe(200)
      expect((await check(other)).statusCode).toBe(200)
      expect((await check(app)).statusCode).toBe(200)
      expect((await check(other)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})
