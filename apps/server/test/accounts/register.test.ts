import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { outbox, users } from '../../src/db/schema/index'
import { verifyPassword } from '../../src/lib/password'
import { buildTestApp, openTestDatabase } from '../helper'
import { PASSWORD, register, registerBody, uniqueEmail } from './helpers'

let database: DatabaseHandle
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, { RATE_LIMIT_REGISTER_IP: '1000/1h' })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })

type ErrorBody = { errors: { status: string; code: string; detail: string; source?: { pointer?: string } }[] }
const pointers = (body: ErrorBody) => body.errors.map((error) => error.source?.pointer).sort()

describe('POST /api/v1/auth/register', () => {
  it('creates a customer and answers 201 with the user and tokens', async () => {
    const email = uniqueEmail()
    const response = await post(
      registerBody({
        email,
        company: 'Construtora Alfa',
        cnpj: '11.222.333/0001-81',
        phone: '(11) 98765-4321',
      }),
    )
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.data).toMatchObject({
      type: 'users',
      attributes: {
        name: 'Ana Souza',
        email,
        role: 'customer',
        company: 'Construtora Alfa',
        cnpj: '11222333000181',
        phone: '+5511987654321',
        locale: 'pt-BR',
      },
    })
    expect(body.data.attributes).not.toHaveProperty('passwordHash')
    expect(body.meta).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresIn: 900,
    })
  })

  it('stores the email lower-cased and the password hashed with scrypt', async () => {
    const email = uniqueEmail()
    await register(app, { email: `  ${email.toUpperCase()} ` })
    const [row] = await app.db.select().from(users).where(eq(users.email, email))
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain(PASSWORD)
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true)
  })

  it('ignores a role in the request: everyone registers as a customer', async () => {
    const body = registerBody()
    Object.assign(body.data.attributes, { role: 'admin' })
    const response = await post(body)
    expect(response.json().data.attributes.role).toBe('customer')
  })

  it('queues a welcome email in the outbox, in the chosen language', async () => {
    const email = uniqueEmail()
    await register(app, { email, locale: 'en', name: 'Bob <b>Smith</b>' })
    const [message] = await app.db.select().from(outbox).where(eq(outbox.to, email))
    expect(message).toMatchObject({
      template: 'welcome',
      subject: 'Welcome to Escudo EPI',
      status: 'pending',
    })
    expect(message?.text).toContain('Hello, Bob <b>Smith</b>!')
    expect(message?.html).toContain('Hello, Bob &lt;b&gt;Smith&lt;/b&gt;!')
  })

  it('answers 409 pointing at the email when it is taken, whatever its case', async () => {
    const email = uniqueEmail()
    await register(app, { email })
    const response = await post(registerBody({ email: email.toUpperCase() }))
    expect(response.statusCode).toBe(409)
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        status: '409',
        code: 'email_taken',
        source: { pointer: '/data/attributes/email' },
      }),
    ])
  })

  it('answers 422 with one error per invalid field', async () => {
    const response = await post({
      data: {
        type: 'users',
        attributes: {
          name: 'A',
          email: 'not-an-email',
          password: 'short',
          cnpj: '11.222.333/0001-82',
          phone: '123',
        },
      },
    })
    expect(response.statusCode).toBe(422)
    const body = response.json() as ErrorBody
    expect(pointers(body)).toEqual([
      '/data/attributes/cnpj',
      '/data/attributes/email',
      '/data/attributes/name',
      '/data/attributes/password',
      '/data/attributes/phone',
    ])
    expect(body.errors.every((error) => error.status === '422' && error.code === 'validation_failed')).toBe(
      true,
    )
  })

  it('answers 422 for missing fields, naming each', async () => {
    const response = await post({ data: { type: 'users', attributes: {} } })
    expect(response.statusCode).toBe(422)
    expect(pointers(response.json())).toEqual([
      '/data/attributes/email',
      '/data/attributes/name',
      '/data/attributes/password',
    ])
  })

  it('refuses a common password with a message saying so', async () => {
    const response = await post(registerBody({ password: 'Senha12345' }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/password' },
        detail: expect.stringMatching(/comum/),
      }),
    ])
  })

  it('answers 422 for the wrong resource type and 400 for a body that is not a document', async () => {
    const wrongType = registerBody()
    Object.assign(wrongType.data, { type: 'sessions' })
    expect((await post(wrongType)).json().errors[0].source.pointer).toBe('/data/type')
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":',
    })
    expect(notJson.statusCode).toBe(400)
  })

  it('treats empty optional fields as none', async () => {
    const body = await register(app, { company: '', cnpj: '', phone: '' })
    expect(body.data.attributes).toMatchObject({ company: null, cnpj: null, phone: null })
  })
})
