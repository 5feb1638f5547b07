import { randomBytes } from 'node:crypto'
import type { RegisterRequest } from '@escudo/contracts'
import type { App } from '../../src/app'

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-23T12:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms
    },
  }
}

/** An address no other test uses, so tests share one database without seeing each other. */
export function uniqueEmail(prefix = 'cliente'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@exemplo.com.br`
}

export const PASSWORD = 'capacete-amarelo-42'

type Attributes = Partial<RegisterRequest['data']['attributes']>

export function registerBody(attributes: Attributes = {}) {
  return {
    data: {
      type: 'users',
      attributes: { name: 'Ana Souza', email: uniqueEmail(), password: PASSWORD, ...attributes },
    },
  }
}

/** Registers a customer and answers the parsed 201 body. */
export async function register(app: App, attributes: Attributes = {}, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: registerBody(attributes),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`)
  return response.json() as {
    data: { id: string; attributes: { email: string; role: string } }
    meta: { accessToken: string; refreshToken: string; expiresIn: number }
  }
}

export function login(app: App, email: string, password = PASSWORD, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { data: { type: 'sessions', attributes: { email, password } } },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` }
}

export function sessionBody(refreshToken: string) {
  return { data: { type: 'sessions', attributes: { refreshToken } } }
}

/** Every back-office endpoint the OpenAPI document lists (the role and scope walks), `{ method, path }`. */
export async function adminEndpoints(app: App) {
  const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  const endpoints = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    )
  if (endpoints.length < 40)
    throw new Error(`only ${endpoints.length} back-office endpoints in the OpenAPI document`)
  return endpoints
}
