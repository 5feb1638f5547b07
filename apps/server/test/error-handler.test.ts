import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { buildApp, type App } from '../src/app'
import type { DatabaseHandle } from '../src/db/client'
import { conflict } from '../src/lib/errors'
import { openTestDatabase, testConfig } from './helper'

let database: DatabaseHandle
let app: App

// A real route with a zod body and query, to drive the error pipeline end to end.
const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.post(
    '/probe',
    {
      schema: {
        querystring: z.object({ 'page[size]': z.coerce.number().int().max(100).optional() }),
        body: z.object({
          data: z.object({
            type: z.literal('probes'),
            attributes: z.object({
              email: z.email({ error: 'O e-mail não é válido.' }),
              quantity: z.number().int().min(1),
            }),
          }),
        }),
      },
    },
    async () => ({ ok: true }),
  )
  probe.get('/conflict', async () => {
    throw conflict(
      { 'pt-BR': 'Esta sonda já existe.', en: 'This probe already exists.' },
      { pointer: '/data/attributes/email' },
    )
  })
  // Text that no schema checked reaching the database: PostgreSQL and PGlite refuse a NUL in text.
  probe.get('/nul-to-database', async () => {
    await database.db.execute(sql`select ${'luva\u0000nitrílica'}::text`)
    return { ok: true }
  })
  probe.get('/boom', async () => {
    throw new Error('SELECT secret FROM users -- internal detail')
  })
}

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp(testConfig(), { database, logger: false })
  await app.register(probeRoutes, { prefix: '/api/v1/test' })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const post = (payload: string, contentType = 'application/vnd.api+json', url = '/api/v1/test/probe') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload })

describe('error documents', () => {
  it('answers malformed JSON with 400 and an errors array', async () => {
    const response = await post('{"data": {')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0]).toMatchObject({ status: '400', code: 'malformed_json' })
  })

  it('accepts plain application/json too', async () => {
    const body = JSON.stringify({ data: { type: 'probes', attributes: { email: 'a@b.co', quantity: 2 } } })
    const response = await post(body, 'application/json')
    expect(response.statusCode).toBe(200)
  })

  it('answers invalid attributes with 422, one error per field, pointing at each', async () => {
    const body = JSON.stringify({ data: { type: 'probes', attributes: { email: 'nope', quantity: 0 } } })
    const response = await post(body)
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors as { source: { pointer: string }; detail: string }[]
    expect(errors.map((error) => error.source.pointer).sort()).toEqual([
      '/data/attributes/email',
      '/data/attributes/quantity',
    ])
    expect(errors.find((error) => error.source.pointer.endsWith('email'))?.detail).toBe(
      'O e-mail não é válido.',
    )
  })

  it('answers a bad query parameter with 400 naming the parameter', async () => {
    const body = JSON.stringify({ data: { type: 'probes', attributes: { email: 'a@b.co', quantity: 1 } } })
    const response = await post(body, 'application/json', '/api/v1/test/probe?page[size]=500')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0]).toMatchObject({
      code: 'invalid_parameter',
      source: { parameter: 'page[size]' },
    })
  })

  it('answers an unsupported media type with 415', async () => {
    const response = await post('email=a@b.co', 'text/plain')
    expect(response.statusCode).toBe(415)
    expect(response.json().errors[0].code).toBe('unsupported_media_type')
  })

  it('passes a thrown ApiProblem through with its status and source', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test/conflict',
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      errors: [
        {
          status: '409',
          code: 'conflict',
          title: 'Conflict',
          detail: 'This probe already exists.',
          source: { pointer: '/data/attributes/email' },
        },
      ],
    })
  })

  it('answers text the database refuses (a NUL) with 400, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/nul-to-database' })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().errors[0]).toMatchObject({
      code: 'invalid_character',
      detail: 'O texto enviado contém um caractere nulo (%00 ou \\u0000), que não é aceito.',
    })
  })

  it('hides the details of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json().errors[0].code).toBe('internal_error')
    expect(response.body).not.toContain('SELECT')
    expect(response.body).not.toMatch(/\.ts:\d+/)
  })
})

describe("the handler's own details in the reader's language", () => {
  /** Malformed JSON sent to PATCH /me by a customer reading `locale`. */
  async function malformedIn(locale: 'pt-BR' | 'en') {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        data: {
          type: 'users',
          attributes: {
            name: 'Ana Souza',
            email: `ana.${locale}@exemplo.com.br`,
            password: 'capacete-amarelo-42',
          },
        },
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const headers = { authorization: `Bearer ${registered.json().meta.accessToken}` }
    const me = { data: { type: 'users', attributes: { locale } } }
    expect((await app.inject({ method: 'PATCH', url: '/api/v1/me', headers, payload: me })).statusCode).toBe(
      200,
    )
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      payload: '{"data": {',
    })
    expect(response.statusCode).toBe(400)
    return response.json().errors[0]
  }

  it('answers in Portuguese by default, anonymous readers too', async () => {
    expect(await malformedIn('pt-BR')).toMatchObject({
      code: 'malformed_json',
      detail: 'O corpo da requisição não é um JSON válido.',
    })
    expect((await post('{"data": {')).json().errors[0].detail).toBe(
      'O corpo da requisição não é um JSON válido.',
    )
    const boom = await app.inject({ method: 'GET', url: '/api/v1/test/boom' })
    expect(boom.json().errors[0].detail).toBe(
      'Algo deu errado do nosso lado. O erro foi registrado; tente de novo.',
    )
  })

  it('answers in English to a reader who chose English', async () => {
    expect(await malformedIn('en')).toMatchObject({
      code: 'malformed_json',
      detail: 'Body is not valid JSON.',
    })
  })
})
