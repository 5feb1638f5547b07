import { DISTRIBUTOR_IMPORT_MAX_BYTES, DISTRIBUTOR_IMPORT_ROWS_MAX, isValidCnpj } from '@escudo/contracts'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogChanges, distributors, users } from '../../src/db/schema/index'
import { bearer, login, PASSWORD, register } from '../accounts/helpers'
import type { Session } from '../customer/helpers'
import { multipartParts, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/distributors'

/** A valid CNPJ made from `n` (check digits computed by trying them). */
function cnpjOf(n: number): string {
  const base = `${String(n).padStart(8, '0')}0001`
  for (let digits = 0; digits < 100; digits += 1) {
    const cnpj = `${base}${String(digits).padStart(2, '0')}`
    if (isValidCnpj(cnpj)) return cnpj
  }
  throw new Error('no check digits')
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'distributors', attributes } })
const fields = (n: number, extra: Record<string, unknown> = {}) => ({
  cnpj: cnpjOf(n),
  name: `Distribuidora Teste ${n}`,
  state: 'sp',
  city: 'Sorocaba',
  address: 'Rua das Flores, 10',
  phone: '(15) 3222-1000',
  email: 'Vendas@Teste.example',
  website: 'https://teste.example',
  categories: ['luva-de-seguranca'],
  ...extra,
})

describe('distributors: admin API', () => {
  let admin: Session
  let buyer: Session

  beforeAll(async () => {
    ;({ admin, buyer } = await sessions(ctx.app))
  })

  const create = (attributes: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: URL, headers: admin.headers, payload: body(attributes) })

  it('creates, reads, lists, updates with the version and deletes, auditing each write', async () => {
    const created = await create(fields(90001))
    expect(created.statusCode, created.body).toBe(201)
    const { id, attributes } = created.json().data
    expect(attributes).toMatchObject({
      cnpj: cnpjOf(90001),
      state: 'SP',
      phone: '+551532221000',
      email: 'vendas@teste.example',
      categories: ['luva-de-seguranca'],
      version: 1,
    })
    const read = await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })
    expect(read.json().data.attributes.name).toBe('Distribuidora Teste 90001')

    const list = await ctx.app.inject({
      url: `${URL}?filter[q]=Sorocaba&filter[state]=sp`,
      headers: admin.headers,
    })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().meta.total).toBe(1)
    const byCnpj = await ctx.app.inject({
      url: `${URL}?filter[q]=${cnpjOf(90001).slice(0, 6)}`,
      headers: admin.headers,
    })
    expect(byCnpj.json().data.map((row: { id: string }) => row.id)).toContain(id)

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: admin.headers,
      payload: body({ version: 1, city: 'Itu', website: '' }),
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().data.attributes).toMatchObject({ city: 'Itu', website: null, version: 2 })

    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: admin.headers,
      payload: body({ version: 1, city: 'Tatuí' }),
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors[0].source.pointer).toBe('/data/attributes/version')

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })
    expect(deleted.statusCode).toBe(204)
    expect((await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })).statusCode).toBe(404)

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['delete', 'insert', 'update'])
  })

  it('refuses bad fields with a pointer each, and a taken CNPJ with a 409', async () => {
    const bad = await create({
      cnpj: '11.222.333/0001-00',
      name: 'X',
      state: 'XX',
      city: '',
      address: 'Rua A, 1',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      phone: '123',
      categories: ['luva-de-seguranca', 'nao-existe'],
    })
    expect(bad.statusCode).toBe(422)
    const pointers = bad.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/cnpj',
        '/data/attributes/name',
        '/data/attributes/state',
        '/data/attributes/city',
        '/data/attributes/email',
        '/data/attributes/website',
        '/data/attributes/phone',
      ]),
    )
    const ftp = await create(fields(90002, { website: 'ftp://teste.example' }))
    expect(ftp.statusCode).toBe(422)

    const unknownCategory = await create(fields(90002, { categories: ['luva-de-seguranca', 'nao-existe'] }))
    expect(unknownCategory.statusCode).toBe(422)
    expect(unknownCategory.json().errors[0].source.pointer).toBe('/data/attributes/categories/1')

    expect((await create(fields(90002))).statusCode).toBe(201)
    const taken = await create(fields(90002, { name: 'Outra' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors[0].source.pointer).toBe('/data/attributes/cnpj')
  })

  it('answers 401 anonymous, 403 a customer and a sales user on every endpoint', async () => {
    const sales = await register(ctx.app, { name: 'Vera Vendas' })
    await ctx.app.db.update(users).set({ role: 'sales' }).where(eq(users.id, sales.data.id))
    const signedIn = await login(ctx.app, sales.data.attributes.email, PASSWORD)
    const salesHeaders = bearer(signedIn.json().meta.accessToken)
    const someId = '00000000-0000-4000-8000-000000000000'
    const endpoints = [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL },
      { method: 'GET', url: `${URL}/${someId}` },
      { method: 'PATCH', url: `${URL}/${someId}` },
      { method: 'DELETE', url: `${URL}/${someId}` },
      { method: 'POST', url: `${URL}/import` },
      { method: 'GET', url: '/api/v1/admin/exports/distributors?format=csv' },
    ] as const
    for (const { method, url } of endpoints) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401)
      expect((await ctx.app.inject({ method, url, headers: buyer.headers })).statusCode).toBe(403)
      expect((await ctx.app.inject({ method, url, headers: salesHeaders })).statusCode).toBe(403)
    }
  })
})

/** A CSV as Excel saves it: `;`, CRLF, in UTF-8 or Windows-1252. */
const csv = (rows: string[][], encoding: 'utf8' | 'latin1' = 'utf8', delimiter = ';') =>
  Buffer.from(stringify(rows, { delimiter, record_delimiter: 'windows' }), encoding)

const HEADER_PT = ['CNPJ', 'Nome', 'UF', 'Cidade', 'Endereço', 'Telefone', 'E-mail', 'Site', 'Categorias']
const HEADER_EN = ['CNPJ', 'Name', 'State', 'City', 'Address', 'Phone', 'Email', 'Website', 'Categories']
const row = (
  n: number,
  city = 'São José dos Campos',
  categories = 'luva-de-seguranca|Óculos de segurança',
) => [
  cnpjOf(n),
  `Importada ${n}`,
  'SP',
  city,
  'Av. Cassiano Ricardo, 100',
  '(12) 3921-0000',
  '',
  '',
  categories,
]

describe('distributors: import and export', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const send = (file: Buffer, dryRun: boolean, name = 'distribuidores.csv', headers = admin.headers) => {
    const form = multipartParts([
      { name: 'dryRun', value: String(dryRun) },
      { name: 'file', data: file, fileName: name, type: 'text/csv' },
    ])
    return ctx.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
  }
  const count = async (n: number) =>
    (
      await ctx.app.db
        .select()
        .from(distributors)
        .where(eq(distributors.cnpj, cnpjOf(n)))
    ).length

  it('dry-runs a Windows-1252 CSV without writing, then imports it; a second run changes nothing', async () => {
    const file = csv(
      [
        HEADER_PT,
        row(80001),
        row(80002),
        [...row(80003).slice(0, 2), 'ZZ', ...row(80003).slice(3)],
        row(80001),
      ],
      'latin1',
    )
    const dry = await send(file, true)
    expect(dry.statusCode, dry.body).toBe(200)
    expect(dry.json().data.attributes).toMatchObject({ dryRun: true, total: 4, created: 2, refused: 2 })
    const errors = dry.json().data.attributes.errors
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 4, column: 'UF' }),
        expect.objectContaining({ row: 5, column: 'CNPJ', message: 'Este CNPJ já apareceu na linha 2.' }),
      ]),
    )
    expect(await count(80001)).toBe(0)

    const real = await send(file, false)
    expect(real.json().data.attributes).toMatchObject({ dryRun: false, created: 2, refused: 2 })
    const [stored] = await ctx.app.db
      .select()
      .from(distributors)
      .where(eq(distributors.cnpj, cnpjOf(80001)))
    expect(stored).toMatchObject({
      city: 'São José dos Campos',
      phone: '+551239210000',
      categories: ['luva-de-seguranca', 'oculos-de-seguranca'],
    })

    const again = await send(file, false)
    expect(again.json().data.attributes).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
  })

  it('reads an English UTF-8 CSV with `,` and updates by CNPJ, reporting in English for an English user', async () => {
    await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, admin.id))
    try {
      const file = csv([HEADER_EN, row(80001, 'Taubaté'), row(80004, 'Jacareí', 'nao-existe')], 'utf8', ',')
      const response = await send(file, false)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data.attributes).toMatchObject({ updated: 1, refused: 1 })
      expect(response.json().data.attributes.errors[0]).toMatchObject({
        row: 3,
        column: 'Categories',
        message: 'Unknown category "nao-existe". Use a category\'s id or name.',
      })
      const [stored] = await ctx.app.db
        .select()
        .from(distributors)
        .where(eq(distributors.cnpj, cnpjOf(80001)))
      expect(stored).toMatchObject({ city: 'Taubaté', version: 2 })
    } finally {
      await ctx.app.db.update(users).set({ locale: 'pt-BR' }).where(eq(users.id, admin.id))
    }
  })

  it('reads an XLSX made by exceljs', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Distribuidores')
    sheet.addRow(HEADER_PT)
    sheet.addRow(row(80005, 'Guarulhos'))
    const file = Buffer.from(await workbook.xlsx.writeBuffer())
    const response = await send(file, false, 'distribuidores.xlsx')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.attributes).toMatchObject({ created: 1, refused: 0 })
    expect(await count(80005)).toBe(1)
  })

  it('refuses a file that is not a sheet, an unknown header, a sheet without rows and a bad dryRun', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    expect((await send(Buffer.concat([png, Buffer.alloc(100)]), false)).statusCode).toBe(422)
    const unknown = await send(
      csv([
        ['CNPJ', 'Cor favorita'],
        [cnpjOf(1), 'azul'],
      ]),
      false,
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].detail).toContain('Cor favorita')
    expect((await send(csv([HEADER_PT]), false)).statusCode).toBe(400)
    const noCnpj = await send(csv([['Nome'], ['Sem CNPJ']]), false)
    expect(noCnpj.json().errors[0].detail).toContain('CNPJ')
    const form = multipartParts([
      { name: 'dryRun', value: 'talvez' },
      { name: 'file', data: csv([HEADER_PT, row(80006)]), fileName: 'd.csv', type: 'text/csv' },
    ])
    const badFlag = await ctx.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    })
    expect(badFlag.statusCode).toBe(422)
    const huge = await send(Buffer.alloc(DISTRIBUTOR_IMPORT_MAX_BYTES + 1, 'a'), false)
    expect(huge.statusCode).toBe(413)
    const rows = Array.from({ length: DISTRIBUTOR_IMPORT_ROWS_MAX + 1 }, (_, i) => row(100_000 + i))
    const tooMany = await send(csv([HEADER_PT, ...rows]), true)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors[0].detail).toContain(`${DISTRIBUTOR_IMPORT_ROWS_MAX} linhas`)
    expect(await count(80006)).toBe(0)
  })

  it('exports CSV as RFC 4180 readers read it: quotes and `;` stay in their cell, one record per distributor (issue 32)', async () => {
    // Addresses refuse control characters, so no distributor cell holds a line break; quotes and `;` it may.
    const name = 'EPI "Norte"; Filial Taubaté'
    const imported = await send(csv([HEADER_PT, [row(80090)[0]!, name, ...row(80090).slice(2)]]), false)
    expect(imported.json().data.attributes, imported.body).toMatchObject({ created: 1, refused: 0 })
    const exported = await ctx.app.inject({
      url: '/api/v1/admin/exports/distributors?format=csv',
      headers: admin.headers,
    })
    // Outside quotes any line break ends a record, as Python's csv module, Excel and LibreOffice read it.
    const rows = parse(exported.rawPayload, {
      delimiter: ';',
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][]
    expect(rows).toHaveLength((await ctx.app.db.select().from(distributors)).length + 1)
    expect(rows.find((cells) => cells[0] === cnpjOf(80090))?.[1]).toBe(name)
  })

  it('exports CSV and XLSX that the import reads back unchanged', async () => {
    const exported = await ctx.app.inject({
      url: '/api/v1/admin/exports/distributors?format=csv',
      headers: admin.headers,
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toContain('text/csv')
    const rows = parse(exported.rawPayload, { delimiter: ';', bom: true }) as string[][]
    expect(rows[0]).toEqual(HEADER_PT)
    expect(rows.length).toBeGreaterThan(20)
    const back = await send(exported.rawPayload, true)
    expect(back.json().data.attributes).toMatchObject({ created: 0, updated: 0, refused: 0 })

    const xlsx = await ctx.app.inject({
      url: '/api/v1/admin/exports/distributors?format=xlsx',
      headers: admin.headers,
    })
    const fromXlsx = await send(xlsx.rawPayload, true, 'd.xlsx')
    expect(fromXlsx.json().data.attributes).toMatchObject({ created: 0, updated: 0, refused: 0 })
  })
})

describe('distributors: storefront', () => {
  it('lists by state, city and name, with the places for the pickers', async () => {
    const all = await ctx.app.inject({ url: '/api/v1/distributors' })
    expect(all.statusCode).toBe(200)
    const { data, meta } = all.json()
    expect(data.length).toBe(meta.total)
    const states = data.map((d: { attributes: { state: string } }) => d.attributes.state)
    expect(states).toEqual([...states].sort())
    expect(meta.states.find((s: { state: string }) => s.state === 'RJ').count).toBeGreaterThan(1)

    const filtered = await ctx.app.inject({
      url: '/api/v1/distributors?filter[state]=rj&filter[city]=rio de janeiro&filter[category]=mascara-de-solda',
    })
    expect(filtered.statusCode, filtered.body).toBe(200)
    expect(filtered.json().data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      'Porto Seguro EPIs',
    ])
    const welding = filtered.json().meta.states as { state: string; count: number }[]
    expect(welding.reduce((sum, s) => sum + s.count, 0)).toBeLessThan(meta.total)
  })

  it('answers 400 for bad filters', async () => {
    for (const query of ['filter[state]=XX', 'filter[category]=Luvas!', 'filter[city]='])
      expect((await ctx.app.inject({ url: `/api/v1/distributors?${query}` })).statusCode, query).toBe(400)
  })

  it('records a change for every write, so pages that list distributors are checked again', async () => {
    const { admin } = await sessions(ctx.app)
    const before = await ctx.app.db
      .select()
      .from(catalogChanges)
      .where(eq(catalogChanges.kind, 'distributors'))
    const created = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: body(fields(90100)),
    })
    expect(created.statusCode).toBe(201)
    const after = await ctx.app.db
      .select()
      .from(catalogChanges)
      .where(eq(catalogChanges.kind, 'distributors'))
    expect(after.length).toBe(before.length + 1)
  })
})
