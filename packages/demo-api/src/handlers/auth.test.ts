import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import type { LoginBody, RegisterBody } from '../responses'
import { TEST_NOW, testApi } from '../testing'

const admin = { email: 'admin@demo.com', password: 'admin' }
const client = { email: 'client@demo.com', password: 'client' }

describe('POST /jwt/login', () => {
  it('logs the admin in with manage-all rights and no password in the answer', async () => {
    const { status, data } = await testApi().post<LoginBody>('/jwt/login', admin)
    expect(status).toBe(200)
    expect(data.userData).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 3 },
    })
    expect(Object.keys(data.userData).sort()).toEqual(
      ['ability', 'avatar', 'email', 'extras', 'fullName', 'id', 'role', 'username'].sort(),
    )
    expect(JSON.stringify(data)).not.toContain('"password"')
  })

  it('gives the client read access to ACL and Auth only', async () => {
    const { data } = await testApi().post<LoginBody>('/jwt/login', JSON.stringify(client))
    expect(data.userData.role).toBe('client')
    expect(data.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
  })

  it('issues signed tokens with the user id that live 10 minutes from now()', async () => {
    const { data } = await testApi().post<LoginBody>('/jwt/login', admin)
    for (const token of [data.accessToken, data.refreshToken]) {
      const payload = decodeJwt(token)
      expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'id'])
      expect(payload.id).toBe(data.userData.id)
      expect(payload.iat).toBe(Math.floor(TEST_NOW.getTime() / 1000))
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600)
    }
    expect(data.accessToken).not.toBe(data.refreshToken)
  })

  it('answers 400 with the field error for a wrong password or unknown e-mail', async () => {
    const { post } = testApi()
    for (const body of [
      { ...admin, password: 'wrong' },
      { email: 'nobody@demo.com', password: 'admin' },
    ]) {
      const answer = await post('/jwt/login', body)
      expect(answer).toEqual({ status: 400, data: { error: { email: 'Email or Password is Invalid' } } })
    }
  })

  it('answers 400 "Something went wrong" when no token can be made', async () => {
    // A clock that breaks after the sample data is built: signing then fails on its invalid time.
    let broken = false
    const { post } = testApi({ now: () => (broken ? new Date(Number.NaN) : TEST_NOW) })
    broken = true
    const answer = await post('/jwt/login', admin)
    expect(answer).toEqual({ status: 400, data: { error: { email: 'Something went wrong' } } })
  })

  it('refuses a missing or malformed body', async () => {
    const { post } = testApi()
    expect((await post('/jwt/login')).status).toBe(400)
    expect((await post('/jwt/login', '{"email": ')).status).toBe(400)
  })
})

describe('POST /jwt/register', () => {
  const newcomer = { email: 'ana@metalvale.com.br', password: 'secret-1', username: 'ana.compras' }

  it('registers an admin with an empty full name who can then log in', async () => {
    const { post } = testApi()
    const { status, data } = await post<RegisterBody>('/jwt/register', newcomer)
    expect(status).toBe(200)
    if (!('user' in data)) throw new Error('expected a user')
    expect(data.user).toMatchObject({
      email: newcomer.email,
      username: newcomer.username,
      fullName: '',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    })
    expect(JSON.stringify(data)).not.toContain(newcomer.password)
    const payload = decodeJwt(data.accessToken)
    expect(payload.id).toBe(data.user.id)
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600)

    const login = await post<LoginBody>('/jwt/login', { email: newcomer.email, password: newcomer.password })
    expect(login.status).toBe(200)
    expect(login.data.userData.id).toBe(data.user.id)
  })

  it('answers 200 with the conflicts: e-mail, username, or both', async () => {
    const { post } = testApi()
    await post('/jwt/register', newcomer)
    const emailTaken = await post('/jwt/register', { ...newcomer, username: 'someone.else' })
    expect(emailTaken).toEqual({ status: 200, data: { error: { email: 'This email is already in use.' } } })
    const usernameTaken = await post('/jwt/register', { ...newcomer, email: 'other@demo.com' })
    expect(usernameTaken).toEqual({
      status: 200,
      data: { error: { username: 'This username is already in use.' } },
    })
    const both = await post('/jwt/register', {
      ...newcomer,
      email: 'ADMIN@demo.com',
      username: 'ana.compras',
    })
    expect(both).toEqual({
      status: 200,
      data: {
        error: { email: 'This email is already in use.', username: 'This username is already in use.' },
      },
    })
  })

  it('refuses a body without e-mail, password or username', async () => {
    const { post } = testApi()
    expect((await post('/jwt/register', { email: 'x@y.com', password: 'p' })).status).toBe(400)
    expect((await post('/jwt/register', { ...newcomer, email: 'not-an-email' })).status).toBe(400)
    expect((await post('/jwt/register')).status).toBe(400)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('trades a valid refresh token for new tokens and the user', async () => {
    let now = TEST_NOW
    const { post } = testApi({ now: () => now })
    const login = (await post<LoginBody>('/jwt/login', client)).data
    now = new Date(TEST_NOW.getTime() + 9 * 60 * 1000)
    const { status, data } = await post<LoginBody>('/jwt/refresh-token', { refreshToken: login.refreshToken })
    expect(status).toBe(200)
    expect(data.userData).toEqual(login.userData)
    expect(decodeJwt(data.accessToken).iat).toBe(Math.floor(now.getTime() / 1000))
    expect(decodeJwt(data.refreshToken).exp).toBe(Math.floor(now.getTime() / 1000) + 600)
  })

  it('answers 401 for an expired, forged or access token', async () => {
    let now = TEST_NOW
    const { post } = testApi({ now: () => now })
    const login = (await post<LoginBody>('/jwt/login', admin)).data
    const invalid = { status: 401, data: { error: 'Invalid refresh token' } }
    expect(await post('/jwt/refresh-token', { refreshToken: login.accessToken })).toEqual(invalid)
    expect(
      await post('/jwt/refresh-token', { refreshToken: `${login.refreshToken.slice(0, -2)}xx` }),
    ).toEqual(invalid)
    expect(await post('/jwt/refresh-token', { refreshToken: 'not.a.jwt' })).toEqual(invalid)
    now = new Date(TEST_NOW.getTime() + 11 * 60 * 1000)
    expect(await post('/jwt/refresh-token', { refreshToken: login.refreshToken })).toEqual(invalid)
  })

  it('refuses a body without a refresh token', async () => {
    expect((await testApi().post('/jwt/refresh-token', {})).status).toBe(400)
  })
})
