import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, openTestDatabase } from '../helper'

let database: DatabaseHandle
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database)
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const ROUTES = ['register', 'login', 'refresh', 'logout', 'forgot-password', 'reset-password']
const BODIES: unknown[] = [
  null,
  1,
  'text',
  [],
  {},
  { data: null },
  { data: [] },
  { data: { type: 'users' } },
  { data: { type: 'users', attributes: [] } },
  { data: { type: 'users', attributes: { email: ['a'], password: {}, name: 5, cnpj: 1, phone: true } } },
  { data: { type: 'sessions', attributes: { refreshToken: '\u0000', email: 'a@b.co', password: 'x' } } },
  { data: { type: 'password-resets', attributes: { token: 'x'.repeat(500), password: 'y'.repeat(1000) } } },
  {
    data: {
      type: 'users',
      attributes: { email: 'a@b.co', password: 'nul-\u0000-password', name: 'A\u0000B' },
    },
  },
]

describe('bad input never causes a 500', () => {
  it.each(ROUTES)('POST /api/v1/auth/%s', async (route) => {
    for (const [index, body] of BODIES.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/auth/${route}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        // Spread over addresses so the rate limits stay out of the way.
        remoteAddress: `198.51.100.${index + 1}`,
      })
      expect(response.statusCode, `${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500)
    }
  })

  it('GET /api/v1/auth/email-availability with odd query strings', async () => {
    for (const query of [
      '',
      '?email=',
      '?email[]=a',
      '?email=a@b.co&email=c@d.co',
      '?email=%00',
      `?email=${'a'.repeat(400)}@b.co`,
    ]) {
      const response = await app.inject({ url: `/api/v1/auth/email-availability${query}` })
      expect(response.statusCode, query).toBe(400)
    }
  })

  it('the guard with odd Authorization headers', async () => {
    const headers = [
      'Bearer é',
      'Bearer a.b.c',
      `Bearer ${'a'.repeat(10_000)}`,
      'bearer  x  ',
      'Bearer eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.x',
    ]
    for (const authorization of headers) {
      expect(
        (await app.inject({ url: '/api/v1/me', headers: { authorization } })).statusCode,
        authorization,
      ).toBe(401)
    }
  })
})
