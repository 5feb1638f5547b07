import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { users } from '../../src/db/schema/index'
import { passwordHashing } from '../../src/lib/password'
import { buildTestApp, openTestDatabase } from '../helper'
import { bearer, login, PASSWORD, register, uniqueEmail } from './helpers'

let database: DatabaseHandle
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, {
    RATE_LIMIT_REGISTER_IP: '1000/1h',
    RATE_LIMIT_LOGIN_IP: '1000/15m',
    ADMIN_EMAIL: 'Equipe@Escudo.example',
    ADMIN_PASSWORD: 'admin-password-long',
  })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('POST /api/v1/auth/login', () => {
  it('answers 200 with the user and tokens for the right password, whatever the email case', async () => {
    const { data } = await register(app)
    const response = await login(app, data.attributes.email.toUpperCase())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      data: { type: 'users', id: data.id, attributes: { email: data.attributes.email } },
      meta: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 },
    })
  })

  it('answers 401 with the same body for a wrong password and for an unknown email', async () => {
    const { data } = await register(app)
    const wrongPassword = await login(app, data.attributes.email, 'not-the-password')
    const unknownEmail = await login(app, uniqueEmail(), 'not-the-password')
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.body).toBe(unknownEmail.body)
    expect(wrongPassword.json().errors[0]).toMatchObject({ code: 'invalid_credentials' })
  })

  it('spends a password hash on an unknown email too, so timing does not tell which one exists', async () => {
    const { data } = await register(app)
    // Counted, not timed (a timed check fails on a loaded machine): each attempt takes on one scrypt.
    const hashes = async (email: string) => {
      const before = passwordHashing.started
      expect((await login(app, email, 'not-the-password')).statusCode).toBe(401)
      return passwordHashing.started - before
    }
    await hashes(uniqueEmail()) // The first unknown email also works out the stand-in hash, once.
    expect([await hashes(data.attributes.email), await hashes(uniqueEmail())]).toEqual([1, 1])
  })

  it('answers 422 per field for a malformed email and a missing password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { data: { type: 'sessions', attributes: { email: 'nope' } } },
    })
    expect(response.statusCode).toBe(422)
    const pointers = response
      .json()
      .errors.map((error: { source: { pointer: string } }) => error.source.pointer)
    expect(pointers.sort()).toEqual(['/data/attributes/email', '/data/attributes/password'])
  })

  it('lets the staff account from ADMIN_EMAIL sign in as admin', async () => {
    const response = await login(app, 'equipe@escudo.example', 'admin-password-long')
    expect(response.statusCode).toBe(200)
    expect(response.json().data.attributes.role).toBe('admin')
  })

  it('refuses a disabled account, even with the right password', async () => {
    const { data } = await register(app)
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, data.id))
    const response = await login(app, data.attributes.email, PASSWORD)
    expect(response.statusCode).toBe(403)
    expect(response.json().errors[0].code).toBe('account_disabled')
  })
})

describe('the customer guard (GET /api/v1/me)', () => {
  const me = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/me', headers })

  it('answers the profile for a valid access token', async () => {
    const { data, meta } = await register(app)
    const response = await me(bearer(meta.accessToken))
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual(data)
  })

  it('answers 401 with WWW-Authenticate: Bearer without a token', async () => {
    const response = await me()
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="escudo"')
    expect(response.json().errors[0].status).toBe('401')
  })

  it.each([
    ['not a JWT', 'Bearer abc'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_case, authorization) => {
    const response = await me({ authorization })
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="escudo"/)
  })

  it('answers 401 once the account is disabled, even with a token still in date', async () => {
    const { data, meta } = await register(app)
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, data.id))
    expect((await me(bearer(meta.accessToken))).statusCode).toBe(401)
  })
})

describe('the admin guard (/api/v1/admin/*)', () => {
  const adminMe = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/admin/me', headers })

  it('answers 401 to anonymous requests', async () => {
    const response = await adminMe()
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/)
  })

  it('answers 403 to a customer', async () => {
    const { meta } = await register(app)
    const response = await adminMe(bearer(meta.accessToken))
    expect(response.statusCode).toBe(403)
    expect(response.json().errors[0].code).toBe('forbidden')
  })

  it('lets staff through', async () => {
    const session = (await login(app, 'equipe@escudo.example', 'admin-password-long')).json()
    const response = await adminMe(bearer(session.meta.accessToken))
    expect(response.statusCode).toBe(200)
    expect(response.json().data.attributes).toMatchObject({ email: 'equipe@escudo.example', role: 'admin' })
  })
})

describe('OpenAPI', () => {
  it('documents the account routes from their zod schemas', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json()
    for (const path of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/auth/email-availability',
      '/api/v1/me',
      '/api/v1/admin/me',
    ]) {
      expect(document.paths, path).toHaveProperty([path])
    }
    expect(Object.keys(document.paths['/api/v1/auth/register'].post.responses)).toEqual(
      expect.arrayContaining(['201', '409', '422', '429']),
    )
    expect(document.paths['/api/v1/me'].get.security).toEqual([{ bearerAuth: [] }])
  })
})
