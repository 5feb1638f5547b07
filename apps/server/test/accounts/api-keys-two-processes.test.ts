import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF } from '../customer/helpers'
import {
  productionServerEnv,
  serverReady,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../server-process'
import { createFreshDatabase, type FreshDatabase } from '../scale/fresh-database'
import { httpClient, signIn, type HttpClient } from '../scale/http-client'

/**
 * Revoking a key on one server process refuses it on another from its next request (issue 37): two real server
 * processes on one PostgreSQL database. Needs PostgreSQL (DATABASE_URL): the embedded database is one process only.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'an API key across two server processes',
  { timeout: 60_000 },
  () => {
    const ctx = {} as {
      temp: string
      database: FreshDatabase
      processes: ServerProcess[]
      a: HttpClient
      bUrl: string
    }

    beforeAll(async () => {
      ctx.processes = []
      ctx.temp = await mkdtemp(path.join(tmpdir(), 'escudo-api-keys-'))
      ctx.database = await createFreshDatabase(process.env.DATABASE_URL!, 'escudo_api_keys')
      const shared = {
        ...productionServerEnv(STAFF),
        SEED: 'none',
        WEB_SSR: 'off',
        DATABASE_URL: ctx.database.url,
      }
      // A first: it migrates and creates the staff account; B finds them there.
      const a = startServerProcess({ ...shared, DATA_DIR: path.join(ctx.temp, 'a') })
      ctx.processes.push(a)
      const aUrl = await serverReady(a)
      const b = startServerProcess({ ...shared, DATA_DIR: path.join(ctx.temp, 'b') })
      ctx.processes.push(b)
      ctx.bUrl = await serverReady(b)
      ctx.a = httpClient(aUrl, await signIn(aUrl, STAFF.email, STAFF.password))
    }, 240_000)

    afterAll(async () => {
      await Promise.all((ctx.processes ?? []).map((server) => stopServerProcess(server)))
      await ctx.database?.drop()
      if (ctx.temp) await rm(ctx.temp, { recursive: true, force: true })
    }, 60_000)

    it('is refused by B on the request after A revoked it', async () => {
      const created = await ctx.a('/api/v1/admin/api-keys', {
        method: 'POST',
        json: {
          data: { type: 'api-keys', attributes: { name: 'ERP', scopes: ['catalog:read'], expiresAt: null } },
        },
      })
      expect(created.status, created.text()).toBe(201)
      const { data, meta } = created.json()
      const withKey = httpClient(ctx.bUrl, { authorization: `Bearer ${meta.key as string}` })
      expect((await withKey('/api/v1/admin/products')).status).toBe(200)

      const revoked = await ctx.a(`/api/v1/admin/api-keys/${data.id as string}`, { method: 'DELETE' })
      expect(revoked.status).toBe(204)
      const refused = await withKey('/api/v1/admin/products')
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toContain('invalid_token')
    })
  },
)
