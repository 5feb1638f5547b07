import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { CaRegistryImportListDocument } from '@escudo/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import { caRegistryEntry } from '../../src/ca-registry/registry-entry'
import type { DatabaseHandle } from '../../src/db/client'
import { caRegistryImports } from '../../src/db/schema/index'
import { nextBrazilHour } from '../../src/lib/brazil-daily'
import { multipart } from '../admin-catalog/helpers'
import { staff, STAFF, type Session } from '../customer/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'
import { registryLine, registryText, registryZip } from './registry-fixture'

/** What the local "ministry" answers: a status and a body, or nothing at all (to time out). */
type Answer = { status: number; body: Buffer } | 'hang'
const ministry = { answer: { status: 404, body: Buffer.alloc(0) } as Answer, requests: 0 }
const ctx = {} as { app: App; database: DatabaseHandle; admin: Session; server: Server }

beforeAll(async () => {
  ctx.server = createServer((_request, response) => {
    ministry.requests += 1
    const { answer } = ministry
    if (answer === 'hang') return
    response.writeHead(answer.status, { 'content-type': 'application/zip' })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => ctx.server.listen(0, '127.0.0.1', resolve))
  const { port } = ctx.server.address() as AddressInfo
  ctx.database = await openTestDatabase()
  ctx.app = await buildTestApp(ctx.database, {
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    CA_REGISTRY_MAX_MB: '1',
    CAEPI_URL: `http://127.0.0.1:${port}/dados/tgg_export_caepi.zip`,
  })
  ctx.admin = await staff(ctx.app)
})
afterAll(async () => {
  await ctx.app?.close()
  await ctx.database?.close()
  ctx.server?.closeAllConnections()
  await new Promise((resolve) => ctx.server?.close(resolve))
})
beforeEach(() => {
  ministry.requests = 0
})

const serve = (body: Buffer, status = 200) => (ministry.answer = { status, body })
const registry = (validity: string, seed = 1) =>
  registryZip(
    registryText({
      lines: 300,
      seed,
      leading: [registryLine({ NRRegistroCA: '777', DataValidade: validity, Situacao: 'VÁLIDO' })],
    }),
  )

async function imports() {
  const answer = await ctx.app.inject({
    url: '/api/v1/admin/ca-registry/imports',
    headers: ctx.admin.headers,
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return CaRegistryImportListDocument.parse(answer.json()).data
}

/** Waits for the import `id` to end and answers it as the admin list shows it. */
const ended = (id: string) =>
  waitFor(async () => {
    const row = (await imports()).find((item) => item.id === id)
    return row && (row.attributes.status === 'done' || row.attributes.status === 'failed') ? row : undefined
  }, 30_000)

/** A full garbage collection now (V8's `gc`, reached without starting the worker with --expose-gc). */
function collectGarbage() {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

const validUntil = async () => (await caRegistryEntry(ctx.app.db, '777'))?.validUntil

describe('CAEPI registry daily download (CAEPI_URL)', () => {
  it('downloads the ZIP and imports it through the same job as an upload, named after where it came from', async () => {
    const zip = await registry('31/12/2027')
    serve(zip)
    const fetched = await ctx.app.caRegistry.fetchNow()
    expect(fetched?.outcome).toBe('imported')
    if (fetched?.outcome !== 'imported') return
    const row = await ended(fetched.importId)
    expect(row.attributes).toMatchObject({
      status: 'done',
      failure: null,
      progress: 1,
      source: 'url',
      fileName: 'tgg_export_caepi.zip',
    })
    expect(row.attributes.cas).toBeGreaterThan(100)
    const [stored] = await ctx.app.db
      .select({ fileSha256: caRegistryImports.fileSha256 })
      .from(caRegistryImports)
      .where(eq(caRegistryImports.id, row.id))
    expect(stored?.fileSha256).toBe(createHash('sha256').update(zip).digest('hex'))
    expect(await validUntil()).toBe('2027-12-31')
    expect(ministry.requests).toBe(1)
  })

  it('skips a file with the same bytes as the registry in use, and imports one that changed', async () => {
    const before = (await imports()).length
    const same = await ctx.app.caRegistry.fetchNow()
    expect(same).toEqual({ outcome: 'unchanged' })
    expect(ministry.requests).toBe(1)
    expect(await imports()).toHaveLength(before)

    serve(await registry('30/06/2028'))
    const changed = await ctx.app.caRegistry.fetchNow()
    if (changed?.outcome !== 'imported') throw new Error(`not imported: ${JSON.stringify(changed)}`)
    expect((await ended(changed.importId)).attributes.status).toBe('done')
    expect(await validUntil()).toBe('2028-06-30')
  })

  it.each([
    ['an HTTP error', () => serve(Buffer.from('indisponível'), 503), 'downloadHttp', { status: 503 }],
    [
      'a file that is not the registry',
      () => serve(Buffer.from('#NRRegistroCA|Outro\r\n1|2\r\n')),
      'wrongHeader',
      { header: expect.stringMatching(/^#NRRegistroCA\|DataValidade/) },
    ],
    [
      'a ZIP without the registry',
      async () => serve(await registryZip({ 'leia-me.txt': 'nada' })),
      'zipWithoutRegistry',
      { entry: 'tgg_export_caepi.txt' },
    ],
    [
      'a truncated ZIP',
      async () => {
        const zip = await registry('01/01/2030', 3)
        serve(zip.subarray(0, zip.length - 200))
      },
      'zipCorrupt',
      {},
    ],
    [
      'a file past CA_REGISTRY_MAX_MB',
      () => serve(Buffer.alloc(1.5 * 1024 * 1024, 'a')),
      'downloadTooLarge',
      { megabytes: 1 },
    ],
  ])(
    'fails on %s, logged in the imports list with a message key, and keeps the registry in use',
    async (_name, arrange, code, params) => {
      await arrange()
      const fetched = await ctx.app.caRegistry.fetchNow()
      if (fetched?.outcome !== 'failed') throw new Error(`not failed: ${JSON.stringify(fetched)}`)
      expect(fetched.failure).toEqual({ code, params })
      const row = await ended(fetched.importId)
      expect(row.attributes).toMatchObject({
        status: 'failed',
        source: 'url',
        failure: { code, params, text: null },
      })
      expect(row.attributes.fileName).toBe('tgg_export_caepi.zip')
      expect(await validUntil()).toBe('2028-06-30')
    },
  )

  it('holds the one active import while downloading (uploads get 409), and gives up past its time limit', async () => {
    ministry.answer = 'hang'
    const fetching = ctx.app.caRegistry.fetchNow({ timeoutMs: 1500 })
    await waitFor(async () => (await imports()).find((item) => item.attributes.status === 'queued'))
    // A garbage collection while the download hangs must not drop its time limit (it did, under CI's load,
    // when the limit was an AbortSignal.timeout inside AbortSignal.any: nodejs/node#57736).
    collectGarbage()
    const body = multipart(
      {},
      { data: await registry('01/01/2030'), name: 'caepi.zip', type: 'application/zip' },
    )
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ca-registry/imports',
      headers: { ...ctx.admin.headers, ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode, upload.body).toBe(409)
    const fetched = await fetching
    if (fetched?.outcome !== 'failed') throw new Error(`not failed: ${JSON.stringify(fetched)}`)
    expect(fetched.failure).toEqual({ code: 'downloadTimeout', params: {} })
    expect(await validUntil()).toBe('2028-06-30')
  })

  it('downloads once when two fetches meet (the queued import is the claim)', async () => {
    serve(await registry('01/01/2029', 2))
    const [first, second] = await Promise.all([ctx.app.caRegistry.fetchNow(), ctx.app.caRegistry.fetchNow()])
    const outcomes = [first?.outcome, second?.outcome].sort()
    expect(outcomes).toEqual(['busy', 'imported'])
    expect(ministry.requests).toBe(1)
    const done = [first, second].find((item) => item?.outcome === 'imported')
    if (done?.outcome !== 'imported') throw new Error('no import')
    // The one that met the claim names it (in its log): the same import, not a second one.
    expect([first, second].find((item) => item?.outcome === 'busy')).toEqual({
      outcome: 'busy',
      running: done.importId,
    })
    expect((await ended(done.importId)).attributes.status).toBe('done')
    expect(await validUntil()).toBe('2029-01-01')
  })
})

describe('the daily hour in Brazil', () => {
  const at = (iso: string) => new Date(iso).getTime()
  it('is the next 03:00 at -03:00, today or tomorrow', () => {
    expect(new Date(nextBrazilHour(at('2026-11-26T05:00:00Z'), 3)).toISOString()).toBe(
      '2026-11-26T06:00:00.000Z',
    )
    expect(new Date(nextBrazilHour(at('2026-11-26T06:00:00Z'), 3)).toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    )
    expect(new Date(nextBrazilHour(at('2026-11-26T02:59:00Z'), 0, 1000)).toISOString()).toBe(
      '2026-11-26T03:00:01.000Z',
    )
    expect(new Date(nextBrazilHour(at('2026-11-26T01:00:00Z'), 23)).toISOString()).toBe(
      '2026-11-26T02:00:00.000Z',
    )
  })
})
