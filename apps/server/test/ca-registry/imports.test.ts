import { createHash } from 'node:crypto'
import { CaRegistryImportDocument, ErrorDocument } from '@escudo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { caRegistryEntry } from '../../src/ca-registry/registry-entry'
import type { DatabaseHandle } from '../../src/db/client'
import { caRegistryEntries, caRegistryImports } from '../../src/db/schema/index'
import { REGISTRY_HEADER } from '../../src/ca-registry/registry-format'
import { multipart } from '../admin-catalog/helpers'
import { customer, staff, STAFF, type Session } from '../customer/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'
import { registryLine, registryText, registryZip } from './registry-fixture'

const ctx = {} as { app: App; database: DatabaseHandle; admin: Session; buyer: Session }
beforeAll(async () => {
  ctx.database = await openTestDatabase()
  ctx.app = await buildTestApp(ctx.database, {
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    CA_REGISTRY_MAX_MB: '1',
  })
  ctx.admin = await staff(ctx.app)
  ctx.buyer = await customer(ctx.app)
})
afterAll(async () => {
  await ctx.app?.close()
  await ctx.database?.close()
})

const URL = '/api/v1/admin/ca-registry/imports'
const glove = (situation: string, validity: string, norm: string, report: string) =>
  registryLine({
    NRRegistroCA: '12345',
    DataValidade: validity,
    Situacao: situation,
    CNPJ: '12.345.678/0001-90',
    RazaoSocial: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
    NomeEquipamento: 'LUVA DE SEGURANÇA',
    AprovadoParaLaudo: 'PROTEÇÃO DAS MÃOS CONTRA AGENTES ABRASIVOS',
    NRLaudo: report,
    Norma: norm,
  })
const helmet = registryLine({ NRRegistroCA: '500', DataValidade: '01/01/2030', Situacao: 'VÁLIDO' })

function upload(data: Buffer, name = 'tgg_export_caepi.txt', session = ctx.admin) {
  const body = multipart({}, { data, name, type: 'application/octet-stream' })
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  })
}

/** Uploads, expects 202, and waits for the job to end. */
async function imported(data: Buffer, name?: string) {
  const accepted = await upload(data, name)
  expect(accepted.statusCode, accepted.body).toBe(202)
  const { id, attributes } = CaRegistryImportDocument.parse(accepted.json()).data
  expect(attributes.status).toBe('queued')
  expect(accepted.headers.location).toBe(`${URL}/${id}`)
  return waitFor(async () => {
    const answer = await ctx.app.inject({ url: `${URL}/${id}`, headers: ctx.admin.headers })
    const { attributes: now } = CaRegistryImportDocument.parse(answer.json()).data
    return now.status === 'done' || now.status === 'failed' ? now : undefined
  }, 30_000)
}

const entry = (number: string) => caRegistryEntry(ctx.app.db, number)

describe('CAEPI registry import', () => {
  it('imports the TXT in the background: one entry per CA, accents, norms and reports folded', async () => {
    const text = Buffer.from(
      [
        REGISTRY_HEADER,
        glove('VÁLIDO', '31/12/2027', 'EN 388:2016', '1/2024'),
        glove('VÁLIDO', '31/12/2027', 'EN ISO 21420:2020', '2/2024'),
        helmet,
        'LUVA|quebrada',
      ].join('\r\n'),
      'latin1',
    )
    const done = await imported(text)
    expect(done).toMatchObject({
      status: 'done',
      source: 'upload',
      lines: 4,
      cas: 2,
      rejectedLines: 1,
      progress: 1,
      failure: null,
    })
    expect(done.rejected).toEqual([
      { line: 5, code: 'lineFieldCount', params: { expected: 19, found: 2 }, text: null },
    ])
    // Hashed while saved: the daily fetch skips a download with the same bytes as the registry in use.
    const [stored] = await ctx.app.db
      .select({ fileSha256: caRegistryImports.fileSha256 })
      .from(caRegistryImports)
      .where(eq(caRegistryImports.status, 'done'))
    expect(stored?.fileSha256).toBe(createHash('sha256').update(text).digest('hex'))
    expect(done.startedAt && done.finishedAt).toBeTruthy()
    expect(await entry('012345')).toMatchObject({
      caNumber: '12345',
      situation: 'VÁLIDO',
      validUntil: '2027-12-31',
      holderCnpj: '12345678000190',
      holderName: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
      equipmentName: 'LUVA DE SEGURANÇA',
      approvedFor: ['PROTEÇÃO DAS MÃOS CONTRA AGENTES ABRASIVOS'],
      norms: ['EN 388:2016', 'EN ISO 21420:2020'],
      reports: [expect.objectContaining({ number: '1/2024' }), expect.objectContaining({ number: '2/2024' })],
      previousStates: [],
    })
    expect(await entry('999')).toBeUndefined()
    expect(await entry('not a number')).toBeUndefined()
  })

  it('replaces the registry with a ZIP import atomically, keeping the states it changed or dropped', async () => {
    const generated = registryText({ lines: 2000, seed: 3, raggedEvery: 100, firstCa: 20_000 })
    const changed = Buffer.from(
      `\r\n${glove('VENCIDO', '30/06/2026', 'EN 388:2016', '1/2024')}\r\n`,
      'latin1',
    )
    const zip = await registryZip(Buffer.concat([generated, changed]))
    const accepted = await upload(zip, 'caepi.zip')
    expect(accepted.statusCode, accepted.body).toBe(202)
    const { id } = accepted.json().data as { id: string }
    // Until the new import is done, readers see the whole previous registry, never a part of the new one.
    let done
    for (const deadline = Date.now() + 30_000; !done;) {
      expect(Date.now()).toBeLessThan(deadline)
      // PGlite answers without a trip through the event loop: let the job's file reads in between.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const seen = await entry('12345')
      const [row] = await ctx.app.db.select().from(caRegistryImports).where(eq(caRegistryImports.id, id))
      if (row?.status === 'done') done = row
      else expect(seen?.situation).toBe('VÁLIDO')
      expect(row?.status).not.toBe('failed')
    }
    expect(done).toMatchObject({ cas: expect.any(Number), failure: null })
    expect(done.rejectedLines).toBeGreaterThan(0)
    expect(await entry('12345')).toMatchObject({
      situation: 'VENCIDO',
      validUntil: '2026-06-30',
      previousStates: [
        expect.objectContaining({ situation: 'VÁLIDO', validUntil: '2027-12-31', stillListed: true }),
      ],
    })
    expect(await entry('500')).toBeUndefined()
    // The previous import's entries are deleted right after the switch; then only the registry in use is stored.
    const stored = async () =>
      (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(caRegistryEntries))[0]?.n
    await waitFor(async () => (await stored()) === done.cas)
    expect(await entry('20000')).toMatchObject({ caNumber: '20000', equipmentName: expect.any(String) })
  })

  it('refuses what is not the registry with a clear 4xx, and keeps the registry in use', async () => {
    const before = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(caRegistryImports)
    const big = registryText({ lines: 4000, seed: 1 })
    expect(big.length).toBeGreaterThan(1024 * 1024)
    const cases: [Buffer | Promise<Buffer>, number, RegExp][] = [
      [Buffer.from('nome;email\r\nAna;ana@example.com\r\n'), 422, /cabeçalho/],
      [Buffer.alloc(0), 422, /vazio/],
      [Buffer.from(`${REGISTRY_HEADER}\r\n`, 'latin1'), 422, /só tem o cabeçalho/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 422, /nem um texto/],
      [
        Buffer.from([REGISTRY_HEADER, glove('VÁLIDO', '31/12/2027', 'x', '1')].join('\n'), 'utf8'),
        422,
        /UTF-8/,
      ],
      [registryZip({ 'leia-me.txt': 'nada aqui' }), 422, /não tem o arquivo tgg_export_caepi\.txt/],
      [
        registryZip(Object.fromEntries([...Array(20).keys()].map((n) => [`${n}.txt`, 'x']))),
        422,
        /20 arquivos/,
      ],
      [registryZip(big).then((zip) => zip.subarray(0, zip.length - 200)), 422, /corrompido ou incompleto/],
      [big, 413, /1 MB/],
      [registryZip(big), 413, /1 MB/],
    ]
    for (const [data, status, detail] of cases) {
      const answer = await upload(await data)
      expect(answer.statusCode, `${detail}: ${answer.body}`).toBe(status)
      const [error] = answer.json().errors
      expect(error.code).toBe(status === 413 ? 'file_too_large' : 'ca_registry_invalid_file')
      expect(error.detail).toMatch(detail)
      expect(error.source).toEqual({ pointer: '/file' })
    }
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: ctx.admin.headers,
      payload: {},
    })
    expect(notMultipart.statusCode).toBe(422)
    const after = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(caRegistryImports)
    expect(after).toEqual(before)
    expect((await entry('12345'))?.situation).toBe('VENCIDO')
  })

  it('fails an import with no valid line, leaving the registry in use', async () => {
    const ragged = Buffer.from([REGISTRY_HEADER, 'LUVA|1', 'LUVA|2'].join('\r\n'), 'latin1')
    const failed = await imported(ragged)
    expect(failed).toMatchObject({ status: 'failed', lines: 2, rejectedLines: 2 })
    expect(failed.failure).toEqual({ code: 'noValidLine', params: {}, text: null })
    expect(failed.rejected.map((line) => line.code)).toEqual(['lineFieldCount', 'lineFieldCount'])
    expect((await entry('12345'))?.situation).toBe('VENCIDO')
  })

  it('runs one import at a time, and fails one left running by a process that died', async () => {
    const [left] = await ctx.app.db
      .insert(caRegistryImports)
      .values({ fileName: 'x.zip', status: 'running', createdAt: new Date(), heartbeatAt: new Date() })
      .returning()
    const text = Buffer.from([REGISTRY_HEADER, helmet].join('\r\n'), 'latin1')
    const busy = await upload(text)
    expect(busy.statusCode, busy.body).toBe(409)
    // The code is what the back office words in its reader's language; the detail is the API's pt-BR.
    const [refusal] = ErrorDocument.parse(busy.json()).errors
    expect(refusal).toMatchObject({
      code: 'ca_registry_import_running',
      detail: 'Já há uma importação do registro em andamento; espere ela terminar.',
      source: { pointer: '/file' },
      meta: { running: { type: 'ca-registry-imports', id: left!.id } },
      links: { about: `${URL}/${left!.id}` },
    })
    const running = await ctx.app.inject({ url: refusal!.links!.about, headers: ctx.admin.headers })
    expect(CaRegistryImportDocument.parse(running.json()).data).toMatchObject({
      id: left!.id,
      attributes: { status: 'running', fileName: 'x.zip' },
    })

    await ctx.app.db
      .update(caRegistryImports)
      .set({ heartbeatAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(caRegistryImports.id, left!.id))
    const stale = await ctx.app.inject({ url: `${URL}/${left!.id}`, headers: ctx.admin.headers })
    expect(stale.json().data.attributes).toMatchObject({
      status: 'failed',
      failure: { code: 'importStale', params: {}, text: null },
    })
    expect(await imported(text)).toMatchObject({ status: 'done', cas: 1 })
    expect(await entry('500')).toMatchObject({
      validUntil: '2030-01-01',
      previousStates: [expect.anything()],
    })
  })

  it('shows an import recorded before message keys with its pt-BR words', async () => {
    const [old] = await ctx.app.db
      .insert(caRegistryImports)
      .values({
        fileName: 'antigo.zip',
        status: 'failed',
        failure: 'O ZIP está corrompido ou incompleto. O registro anterior continua em uso.',
        rejected: [{ line: 3, reason: 'Situação vazia.' }],
        createdAt: new Date('2026-01-01T00:00:00Z'),
        finishedAt: new Date('2026-01-01T00:01:00Z'),
      })
      .returning()
    const answer = await ctx.app.inject({ url: `${URL}/${old!.id}`, headers: ctx.admin.headers })
    const { attributes } = CaRegistryImportDocument.parse(answer.json()).data
    expect(attributes).toMatchObject({
      source: 'upload',
      failure: {
        code: null,
        params: {},
        text: 'O ZIP está corrompido ou incompleto. O registro anterior continua em uso.',
      },
      rejected: [{ line: 3, code: null, params: {}, text: 'Situação vazia.' }],
    })
  })

  it('is for staff only', async () => {
    const text = Buffer.from([REGISTRY_HEADER, helmet].join('\r\n'), 'latin1')
    expect((await upload(text, 'a.txt', { ...ctx.buyer })).statusCode).toBe(403)
    expect((await upload(text, 'a.txt', { ...ctx.buyer, headers: {} })).statusCode).toBe(401)
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await ctx.app.inject({ url: `${URL}/${id}`, headers: ctx.buyer.headers })).statusCode).toBe(403)
    expect((await ctx.app.inject({ url: `${URL}/${id}`, headers: ctx.admin.headers })).statusCode).toBe(404)
  })
})
