import { API_KEY_SCOPES, type ApiKeyScope } from '@escudo/contracts'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { apiKeys, auditLog, users } from '../../src/db/schema/index'
import { hashToken } from '../../src/lib/tokens'
import { gloveAttributes } from '../admin-catalog/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { adminEndpoints, bearer, login, register, testClock } from './helpers'

const ADMIN = { email: 'chaves@escudo.example', password: 'admin-password-long' }
const ZERO_ID = '00000000-0000-4000-8000-000000000000'
const MINUTE = 60_000

let database: DatabaseHandle
let app: App
const clock = testClock()
let admin: Record<string, string>

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(
    database,
    {
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_API_KEY: '100000/1m',
      RATE_LIMIT_REGISTER_IP: '1000/1h',
      RATE_LIMIT_LOGIN_IP: '1000/15m',
    },
    { now: clock.now },
  )
  const response = await login(app, ADMIN.email, ADMIN.password)
  expect(response.statusCode, response.body).toBe(200)
  admin = bearer(response.json().meta.accessToken)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const createKey = (attributes: Record<string, unknown>, headers = admin, on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers,
    payload: { data: { type: 'api-keys', attributes } },
  })

async function newKey(scopes: readonly string[], attributes: Record<string, unknown> = {}) {
  const response = await createKey({ name: 'ERP', scopes, expiresAt: null, ...attributes })
  expect(response.statusCode, response.body).toBe(201)
  const body = response.json()
  return { id: body.data.id as string, key: body.meta.key as string, headers: bearer(body.meta.key) }
}

/** A registered account moved to `role`, signed in. */
async function member(role: 'customer' | 'catalogue' | 'sales') {
  const registered = await register(app)
  if (role !== 'customer') await app.db.update(users).set({ role }).where(eq(users.id, registered.data.id))
  return bearer(registered.meta.accessToken)
}

describe('creating, listing and revoking keys', () => {
  it('shows the key once, lists its prefix and keeps only its hash', async () => {
    const created = await createKey({
      name: 'Omie',
      scopes: ['catalog:read', 'estimates:read'],
      expiresAt: null,
    })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    const key = body.meta.key as string
    expect(key).toMatch(/^esk_[A-Za-z0-9_-]{43}$/)
    expect(body.data.attributes).toMatchObject({
      name: 'Omie',
      prefix: key.slice(0, 12),
      scopes: ['catalog:read', 'estimates:read'],
      expiresAt: null,
      createdBy: 'Equipe Escudo',
      lastUsedAt: null,
      revokedAt: null,
    })

    const list = await app.inject({ url: '/api/v1/admin/api-keys', headers: admin })
    expect(list.statusCode).toBe(200)
    expect(list.body).not.toContain(key)
    expect(list.body).not.toContain(hashToken(key))
    expect(list.json().data.find((each: { id: string }) => each.id === body.data.id).attributes.prefix).toBe(
      key.slice(0, 12),
    )

    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, body.data.id))
    expect(row!.tokenHash).toBe(hashToken(key))
    expect(JSON.stringify(row)).not.toContain(key)
  })

  it('refuses an unknown scope, an empty name and an expiry in the past with 422 and a pointer', async () => {
    const pointerOf = async (attributes: Record<string, unknown>) => {
      const response = await createKey({
        name: 'ERP',
        scopes: ['catalog:read'],
        expiresAt: null,
        ...attributes,
      })
      expect(response.statusCode, response.body).toBe(422)
      return response.json().errors[0].source.pointer as string
    }
    expect(await pointerOf({ scopes: ['catalog:read', 'staff:write'] })).toBe('/data/attributes/scopes/1')
    expect(await pointerOf({ scopes: [] })).toBe('/data/attributes/scopes')
    expect(await pointerOf({ name: '   ' })).toBe('/data/attributes/name')
    expect(await pointerOf({ expiresAt: new Date(clock.now().getTime() - MINUTE).toISOString() })).toBe(
      '/data/attributes/expiresAt',
    )
    expect(await pointerOf({ expiresAt: 'amanhã' })).toBe('/data/attributes/expiresAt')
  })

  it('lets only admins manage keys, never a key', async () => {
    const strong = await newKey(API_KEY_SCOPES)
    for (const headers of [
      await member('customer'),
      await member('catalogue'),
      await member('sales'),
      strong.headers,
    ]) {
      expect((await app.inject({ url: '/api/v1/admin/api-keys', headers })).statusCode).toBe(403)
      expect(
        (await createKey({ name: 'X', scopes: ['catalog:read'], expiresAt: null }, headers)).statusCode,
      ).toBe(403)
      const revoke = await app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/api-keys/${strong.id}`,
        headers,
      })
      expect(revoke.statusCode).toBe(403)
    }
    expect((await app.inject({ url: '/api/v1/admin/api-keys' })).statusCode).toBe(401)
  })

  it('refuses a revoked key and an expired one from the next request (401)', async () => {
    const revoked = await newKey(['catalog:read'])
    expect((await app.inject({ url: '/api/v1/admin/products', headers: revoked.headers })).statusCode).toBe(
      200,
    )
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${revoked.id}`,
      headers: admin,
    })
    expect(revoke.statusCode).toBe(204)
    const refused = await app.inject({ url: '/api/v1/admin/products', headers: revoked.headers })
    expect(refused.statusCode).toBe(401)
    expect(refused.json().errors[0].detail).toContain('revogada')
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${revoked.id}`,
      headers: admin,
    })
    expect(again.statusCode).toBe(404)
    const listed = (await app.inject({ url: '/api/v1/admin/api-keys', headers: admin })).json()
    expect(
      listed.data.find((each: { id: string }) => each.id === revoked.id).attributes.revokedAt,
    ).not.toBeNull()

    const expiring = await newKey(['catalog:read'], {
      expiresAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    })
    expect((await app.inject({ url: '/api/v1/admin/products', headers: expiring.headers })).statusCode).toBe(
      200,
    )
    clock.advance(10 * MINUTE)
    expect((await app.inject({ url: '/api/v1/admin/products', headers: expiring.headers })).statusCode).toBe(
      401,
    )

    const unknown = bearer(`esk_${'A'.repeat(43)}`)
    expect((await app.inject({ url: '/api/v1/admin/products', headers: unknown })).statusCode).toBe(401)
  })

  it('stops working when its creator is no longer an active admin', async () => {
    const other = await register(app)
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.data.id))
    const key = await newKey(['catalog:read'])
    await app.db.update(apiKeys).set({ createdBy: other.data.id }).where(eq(apiKeys.id, key.id))
    expect((await app.inject({ url: '/api/v1/admin/products', headers: key.headers })).statusCode).toBe(200)
    await app.db.update(users).set({ role: 'sales' }).where(eq(users.id, other.data.id))
    expect((await app.inject({ url: '/api/v1/admin/products', headers: key.headers })).statusCode).toBe(401)
  })
})

describe('using a key', () => {
  it('names the key as the actor in the audit log', async () => {
    const key = await newKey(['products:write'])
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: key.headers,
      payload: { data: { type: 'products', attributes: gloveAttributes('TS-API-KEY-1') } },
    })
    expect(created.statusCode, created.body).toBe(201)
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'products'), eq(auditLog.entityId, created.json().data.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      actorId: null,
      apiKeyId: key.id,
      actorName: `API key "ERP" (${key.key.slice(0, 12)}…)`,
    })

    // The key's own creation is the admin's entry, without its hash.
    const [creation] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'api-keys'), eq(auditLog.entityId, key.id)))
    expect(creation).toMatchObject({ action: 'insert', actorName: 'Equipe Escudo', apiKeyId: null })
    expect(creation!.after).not.toHaveProperty('token_hash')
  })

  it('writes its last use about once a minute, not on every request', async () => {
    const key = await newKey(['catalog:read'])
    const lastUsed = async () =>
      (await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt?.toISOString()
    await app.inject({ url: '/api/v1/admin/products', headers: key.headers })
    const first = clock.now().toISOString()
    expect(await lastUsed()).toBe(first)
    clock.advance(20_000)
    await app.inject({ url: '/api/v1/admin/products', headers: key.headers })
    expect(await lastUsed()).toBe(first)
    clock.advance(41_000)
    await app.inject({ url: '/api/v1/admin/products', headers: key.headers })
    expect(await lastUsed()).toBe(clock.now().toISOString())
  })

  it('is rate-limited per key (429), other keys unaffected', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_API_KEY: '3/1m' }, { now: clock.now })
    try {
      const busy = await newKey(['catalog:read'])
      const calm = await newKey(['catalog:read'])
      const get = (headers: Record<string, string>) =>
        limited.inject({ url: '/api/v1/admin/products?page[size]=1', headers })
      for (let i = 0; i < 3; i++) expect((await get(busy.headers)).statusCode).toBe(200)
      const refused = await get(busy.headers)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await get(calm.headers)).statusCode).toBe(200)
      clock.advance(MINUTE)
      expect((await get(busy.headers)).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('is refused by another app instance on the same database from the next request after revocation', async () => {
    const other = await buildTestApp(database, {}, { now: clock.now })
    try {
      const key = await newKey(['estimates:read'])
      expect((await other.inject({ url: '/api/v1/admin/estimates', headers: key.headers })).statusCode).toBe(
        200,
      )
      const revoke = await app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/api-keys/${key.id}`,
        headers: admin,
      })
      expect(revoke.statusCode).toBe(204)
      expect((await other.inject({ url: '/api/v1/admin/estimates', headers: key.headers })).statusCode).toBe(
        401,
      )
    } finally {
      await other.close()
    }
  })
})

/**
 * What each scope opens, written apart from the server's table (accounts/api-key-scopes.ts) so a route that
 * lands under the wrong scope shows here. First match wins; null: no key may.
 */
const SCOPE_OF: [methods: RegExp, path: RegExp, scope: ApiKeyScope | null][] = [
  [/./, /^\/api\/v1\/admin\/(imports|exports)\b/, 'imports:write'],
  [/^POST$/, /^\/api\/v1\/admin\/distributors\/import$/, 'imports:write'],
  [
    /^GET$/,
    /^\/api\/v1\/admin\/(products|filter-groups|banners|highlights|ca-registry|ca-checks|brand-cnpjs|distributors|size-guides|search|bulk-actions)\b/,
    'catalog:read',
  ],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/api\/v1\/admin\/(products|bulk-actions)\b/, 'products:write'],
  [/^GET$/, /^\/api\/v1\/admin\/estimates\b/, 'estimates:read'],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/api\/v1\/admin\/estimates\b/, 'estimates:write'],
  [/^GET$/, /^\/api\/v1\/admin\/customers\b/, 'customers:read'],
  [/./, /./, null],
]

describe('scopes on every back-office endpoint', () => {
  it('answers 403 to a key without the scope and lets a key with it in', async () => {
    const endpoints = await adminEndpoints(app)
    const every = await newKey(API_KEY_SCOPES)
    const allBut = Object.fromEntries(
      await Promise.all(
        API_KEY_SCOPES.map(async (scope) => [
          scope,
          await newKey(API_KEY_SCOPES.filter((each) => each !== scope)),
        ]),
      ),
    ) as Record<ApiKeyScope, { headers: Record<string, string> }>
    const only = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (scope) => [scope, await newKey([scope])])),
    ) as Record<ApiKeyScope, { headers: Record<string, string> }>

    const wrong: string[] = []
    const opened = new Set<ApiKeyScope>()
    for (const { method, path } of endpoints) {
      const scope = SCOPE_OF.find(([methods, pattern]) => methods.test(method) && pattern.test(path))![2]
      const url = path.replace(/\{[^}]+\}/g, ZERO_ID)
      const status = async (headers: Record<string, string>) =>
        (await app.inject({ method: method as 'GET', url, headers })).statusCode
      if (scope === null) {
        const got = await status(every.headers)
        if (got !== 403) wrong.push(`${method} ${path}: a key with every scope not 403 (${got})`)
        continue
      }
      opened.add(scope)
      const without = await status(allBut[scope].headers)
      if (without !== 403) wrong.push(`${method} ${path}: a key without ${scope} not 403 (${without})`)
      const got = await status(only[scope].headers)
      if (got === 401 || got === 403 || got >= 500)
        wrong.push(`${method} ${path}: a key with ${scope} got ${got}`)
    }
    expect(wrong).toEqual([])
    expect([...opened].sort()).toEqual([...API_KEY_SCOPES].sort())
  })

  it('says why a key is refused', async () => {
    const key = await newKey(['catalog:read'])
    const outOfScope = await app.inject({ url: '/api/v1/admin/estimates', headers: key.headers })
    expect(outOfScope.statusCode).toBe(403)
    expect(outOfScope.json().errors[0].detail).toContain('estimates:read')
    const never = await app.inject({ url: '/api/v1/admin/staff', headers: key.headers })
    expect(never.statusCode).toBe(403)
    expect(never.json().errors[0].detail).toContain('Chaves de API não têm acesso')
  })
})
