import { createHash } from 'node:crypto'
import { LANGUAGE_CHOICE_SCRIPT } from '@escudo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import type { DatabaseHandle } from '../src/db/client'
import { buildTestApp, openTestDatabase } from './helper'

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

const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite'

describe('GET /api/v1/health', () => {
  it('says the service is up and which database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: expectedKind })
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/)
  })

  it('carries the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    // Our own scripts, and the one inline script every page starts with (decision 041), by its hash: no other.
    const hash = createHash('sha256').update(LANGUAGE_CHOICE_SCRIPT).digest('base64')
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    // The old frame rule (SAMEORIGIN) contradicted the CSP's frame-ancestors 'none'.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['permissions-policy']).toContain('camera=()')
    expect(response.headers['permissions-policy']).toContain('geolocation=()')
    expect(response.headers['permissions-policy']).toContain('payment=()')
  })

  it('asks for HTTPS only over HTTPS, as a trusted proxy reports it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()

    const viaProxy = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/)

    // A client that is not a trusted proxy cannot claim HTTPS.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('errors', () => {
  it('answers an unknown API path with a JSON:API 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      errors: [
        {
          status: '404',
          code: 'not_found',
          title: 'Not found',
          detail: 'Nenhum recurso em GET /api/v1/no-such-thing.',
        },
      ],
    })
  })

  it('answers an unknown path outside v1 but under /api with a 404 too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v2/products' })
    expect(response.statusCode).toBe(404)
    expect(response.json().errors[0].code).toBe('not_found')
  })
})

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    const health = document.paths['/api/v1/health'].get
    expect(health.responses['200'].content['application/json'].schema.properties.database.enum).toEqual([
      'pglite',
      'postgres',
    ])
  })

  it('serves the browsable docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' })
    const page =
      response.statusCode === 302 ? await app.inject({ url: String(response.headers.location) }) : response
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger-ui')
  })
})
