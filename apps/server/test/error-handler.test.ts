import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    throw conflict('This probe already exists.', { pointer: '/data/attributes/email' })
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
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/conflict' })
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

  it('hides the details of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json().errors[0].code).toBe('internal_error')
    expect(response.body).not.toContain('SELECT')
    expect(response.body).not.toMatch(/\.ts:\d+/)
  })
})
