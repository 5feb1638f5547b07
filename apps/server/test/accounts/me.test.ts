import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { outbox } from '../../src/db/schema/index'
import { buildTestApp, openTestDatabase } from '../helper'
import { bearer, login, PASSWORD, register, sessionBody } from './helpers'

let database: DatabaseHandle
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, { RATE_LIMIT_REGISTER_IP: '1000/1h', RATE_LIMIT_LOGIN_IP: '1000/15m' })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const patch = (accessToken: string, attributes: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: bearer(accessToken),
    payload: { data: { type: 'users', attributes } },
  })

describe('PATCH /api/v1/me', () => {
  it('changes name, company, CNPJ, phone and locale, normalised, and GET shows them', async () => {
    const { meta } = await register(app)
    const response = await patch(meta.accessToken, {
      name: '  Ana Lima ',
      company: 'Metalúrgica Beta',
      cnpj: '11222333000181',
      phone: '+55 (21) 3456-7890',
      locale: 'en',
    })
    expect(response.statusCode).toBe(200)
    const expected = {
      name: 'Ana Lima',
      company: 'Metalúrgica Beta',
      cnpj: '11222333000181',
      phone: '+552134567890',
      locale: 'en',
    }
    expect(response.json().data.attributes).toMatchObject(expected)
    expect(response.json()).not.toHaveProperty('meta')
    const me = await app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(meta.accessToken) })
    expect(me.json().data.attributes).toMatchObject(expected)
  })

  it('clears an optional field with null or an empty string and leaves absent ones as they are', async () => {
    const { meta } = await register(app, { company: 'Alfa', phone: '11987654321' })
    const response = await patch(meta.accessToken, { company: '', phone: null })
    expect(response.json().data.attributes).toMatchObject({ name: 'Ana Souza', company: null, phone: null })
  })

  it('answers 422 per invalid field', async () => {
    const { meta } = await register(app)
    const response = await patch(meta.accessToken, { name: '', cnpj: '00.000.000/0000-00', locale: 'fr' })
    expect(response.statusCode).toBe(422)
    const pointers = response
      .json()
      .errors.map((error: { source: { pointer: string } }) => error.source.pointer)
    expect(pointers.sort()).toEqual([
      '/data/attributes/cnpj',
      '/data/attributes/locale',
      '/data/attributes/name',
    ])
  })

  it('cannot change the email or the role', async () => {
    const { data, meta } = await register(app)
    const response = await patch(meta.accessToken, { email: 'other@exemplo.com', role: 'admin' })
    expect(response.json().data.attributes).toMatchObject({ email: data.attributes.email, role: 'customer' })
  })

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      payload: { data: { type: 'users', attributes: { name: 'X Y' } } },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('changing the password through PATCH /api/v1/me', () => {
  it('needs the current password', async () => {
    const { meta } = await register(app)
    const response = await patch(meta.accessToken, { password: 'uma-senha-nova-99' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual([
      expect.objectContaining({ source: { pointer: '/data/attributes/currentPassword' } }),
    ])
  })

  it('refuses a wrong current password', async () => {
    const { data, meta } = await register(app)
    const response = await patch(meta.accessToken, {
      password: 'uma-senha-nova-99',
      currentPassword: 'wrong-one-123',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0]).toMatchObject({
      code: 'wrong_current_password',
      source: { pointer: '/data/attributes/currentPassword' },
    })
    expect((await login(app, data.attributes.email, PASSWORD)).statusCode).toBe(200)
  })

  it('applies the password rule to the new password', async () => {
    const { meta } = await register(app)
    const response = await patch(meta.accessToken, { password: 'qwertyuiop', currentPassword: PASSWORD })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/password')
  })

  it('changes it, signs out the other sessions, renews this one and emails a notice', async () => {
    const { data, meta } = await register(app)
    const email = data.attributes.email
    const otherSession = (await login(app, email)).json().meta

    const response = await patch(meta.accessToken, {
      password: 'uma-senha-nova-99',
      currentPassword: PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    const renewed = response.json().meta
    expect(renewed).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) })

    expect((await login(app, email, PASSWORD)).statusCode).toBe(401)
    expect((await login(app, email, 'uma-senha-nova-99')).statusCode).toBe(200)
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: sessionBody(token) })
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(401)
    expect((await refresh(meta.refreshToken)).statusCode).toBe(401)
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(200)

    const notices = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'password-changed')))
    expect(notices).toHaveLength(1)
  })
})

describe('GET /api/v1/auth/email-availability', () => {
  const check = (email: string) =>
    app.inject({ method: 'GET', url: `/api/v1/auth/email-availability?email=${encodeURIComponent(email)}` })

  it('says whether the email is free, whatever its case', async () => {
    const { data } = await register(app)
    expect((await check(data.attributes.email.toUpperCase())).json()).toEqual({ meta: { available: false } })
    expect((await check('ninguem.aqui@exemplo.com')).json()).toEqual({ meta: { available: true } })
  })

  it('answers 400 naming the parameter for a malformed or missing email', async () => {
    const response = await check('nope')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].source).toEqual({ parameter: 'email' })
    expect((await app.inject({ url: '/api/v1/auth/email-availability' })).statusCode).toBe(400)
  })
})

/** A customer reading in `locale` (switched with PATCH /me), and the refusals a wrong password and a staff area get. */
async function refusalsIn(locale: 'pt-BR' | 'en') {
  const { meta } = await register(app)
  expect((await patch(meta.accessToken, { locale })).statusCode).toBe(200)
  const wrongPassword = await patch(meta.accessToken, {
    password: 'uma-senha-nova-99',
    currentPassword: 'wrong-one-123',
  })
  expect(wrongPassword.statusCode).toBe(422)
  const staffArea = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/customers',
    headers: bearer(meta.accessToken),
  })
  expect(staffArea.statusCode).toBe(403)
  return { wrongPassword: wrongPassword.json().errors[0], staffArea: staffArea.json().errors[0] }
}

describe("account refusals in the reader's language", () => {
  it('answers in Portuguese by default', async () => {
    const got = await refusalsIn('pt-BR')
    expect(got.wrongPassword).toMatchObject({
      code: 'wrong_current_password',
      detail: 'A senha atual não confere.',
      source: { pointer: '/data/attributes/currentPassword' },
    })
    expect(got.staffArea).toMatchObject({ code: 'forbidden', detail: 'Esta área é só para a equipe Escudo.' })
  })

  it('answers in English to a reader who chose English', async () => {
    const got = await refusalsIn('en')
    expect(got.wrongPassword).toMatchObject({
      code: 'wrong_current_password',
      detail: 'The current password does not match.',
      source: { pointer: '/data/attributes/currentPassword' },
    })
    expect(got.staffArea).toMatchObject({
      code: 'forbidden',
      detail: 'This area is for the Escudo team only.',
    })
  })

  it('answers an anonymous caller in Portuguese', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/me' })
    expect(response.statusCode).toBe(401)
    expect(response.json().errors[0]).toMatchObject({ detail: 'Entre na sua conta para continuar.' })
  })
})
