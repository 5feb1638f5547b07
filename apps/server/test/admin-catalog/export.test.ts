import {
  AdminProductDocument,
  AdminProductListDocument,
  ImportDocument,
  PRODUCT_SHEET_COLUMNS,
  secondarySheetColumns,
  type ImportAttributes,
  type SheetColumn,
} from '@escudo/contracts'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { isNotNull, sql } from 'drizzle-orm'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { filterGroups, products } from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import {
  gloveAttributes,
  multipart,
  multipartParts,
  pdfBytes,
  pngBytes,
  sessions,
  useAdminApp,
} from './helpers'

const ctx = useAdminApp()
const doc = (attributes: object) => ({ data: { type: 'products', attributes } })
const URL = '/api/v1/admin/exports/products'

/** Creates a product as the back office does, and returns its id. */
async function createProduct(headers: Record<string, string>, attributes: object): Promise<string> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers,
    payload: doc(attributes),
  })
  expect(created.statusCode, created.body).toBe(201)
  return AdminProductDocument.parse(created.json()).data.id
}

/** The CSV's rows as Excel reads it: `;` between cells, CRLF between records, the BOM taken off. */
const csvRows = (body: Buffer): string[][] =>
  parse(body, { delimiter: ';', bom: true, record_delimiter: '\r\n' })

/**
 * The CSV's rows as Python's `csv` module, Excel and LibreOffice read them (RFC 4180): outside quotes, any line
 * break (CRLF, LF or CR) ends a record; every record has as many cells as the header.
 */
const rfc4180Rows = (body: Buffer): string[][] =>
  parse(body, { delimiter: ';', bom: true, record_delimiter: ['\r\n', '\n', '\r'] })

/** The secondary groups' columns, as the export heads them (by title). */
let secondaryColumns: SheetColumn[] = []

/** The sheet's rows as objects keyed by column key, whatever the header's language. */
function byKey(rows: string[][]): Record<string, string>[] {
  const [header, ...data] = rows
  const keys = header!.map((title) => {
    const column = [...PRODUCT_SHEET_COLUMNS, ...secondaryColumns].find(
      (candidate) => candidate.pt === title || candidate.en === title,
    )
    if (!column) throw new Error(`unknown header ${title}`)
    return column.key
  })
  return data.map((row) => Object.fromEntries(row.map((cell, index) => [keys[index], cell])))
}

const run = promisify(execFile)
/** LibreOffice's binary, or undefined when it is not installed (CI installs libreoffice-calc-nogui). */
const soffice = await run('soffice', ['--version']).then(
  () => 'soffice',
  () => undefined,
)

/** Sends a sheet to the import as a dry run and waits for its job to end. */
async function dryRunImport(file: Buffer, headers: Record<string, string>): Promise<ImportAttributes> {
  const body = multipartParts([
    { name: 'file', data: file, fileName: 'produtos.csv', type: 'text/csv' },
    { name: 'dryRun', value: 'true' },
  ])
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  })
  expect(sent.statusCode, sent.body).toBe(202)
  const { id } = ImportDocument.parse(sent.json()).data
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers })
    const job = ImportDocument.parse(read.json()).data.attributes
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the import did not end')
}

describe('product export', () => {
  let admin: Session
  let productId: string
  let imageVersion: string

  beforeAll(async () => {
    const { app } = ctx
    ;({ admin } = await sessions(app))
    secondaryColumns = secondarySheetColumns(
      await ctx.database.db
        .select({ id: filterGroups.id, titlePt: filterGroups.titlePt, titleEn: filterGroups.titleEn })
        .from(filterGroups)
        .where(isNotNull(filterGroups.appliesToGroup))
        .orderBy(filterGroups.position, filterGroups.id),
    )
    const upload = (body: ReturnType<typeof multipart>) => ({
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    })
    productId = await createProduct(admin.headers, {
      ...gloveAttributes('TS-EX-0001'),
      heights: [],
      segments: ['agricultura', 'alimenticio'],
      materials: ['borracha-nitrilica'],
      description: 'Primeira linha; com ponto e vírgula\ne "aspas" na segunda.',
      ansiCutLevel: 'A4',
      popularity: 42,
      isLancamento: true,
    })
    const image = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${productId}/images`,
      ...upload(
        multipart({ alt: 'Frente' }, { data: await pngBytes(), name: 'foto.png', type: 'image/png' }),
      ),
    })
    expect(image.statusCode, image.body).toBe(201)
    imageVersion = AdminProductDocument.parse(image.json()).data.attributes.images[0]!.url.split('v=')[1]!
    const sheet = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}/datasheet`,
      ...upload(multipart({}, { data: await pdfBytes(), name: 'ficha-ts-ex.pdf', type: 'application/pdf' })),
    })
    expect(sheet.statusCode, sheet.body).toBe(200)
  })

  it('writes every product of the catalogue as CSV for Brazilian Excel, every field of a known product in its column', async () => {
    const { app } = ctx
    const response = await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: admin.headers })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="escudo-produtos-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const body = response.rawPayload
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = body.toString('utf8')
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFReferência;Nome;Endereço \(slug\);Resumo;/)

    const rows = byKey(csvRows(body))
    const list = AdminProductListDocument.parse(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/products', headers: admin.headers })).json(),
    )
    expect(rows).toHaveLength(list.meta.total)
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length)

    expect(rows.find((row) => row.reference === 'TS-EX-0001')).toEqual({
      reference: 'TS-EX-0001',
      name: 'Luva Xylofrag TS-EX-0001',
      slug: 'luva-xylofrag-ts-ex-0001',
      shortDescription: 'Luva nitrílica de teste.',
      description: 'Primeira linha; com ponto e vírgula\ne "aspas" na segunda.',
      careInstructions: 'Lavar à mão.',
      nameEn: '',
      shortDescriptionEn: '',
      descriptionEn: '',
      careInstructionsEn: '',
      brand: 'escudo-pro',
      category: 'luva-de-seguranca',
      family: 'nitro-grip',
      packaging: 'caixa',
      heights: '',
      // The cut options follow the EN 388 code's cut letter (C), whatever was sent (decision 034).
      riskTypes: 'abrasao-rasgo|corte-c',
      segments: 'agricultura|alimenticio',
      materials: 'borracha-nitrilica',
      certificates: '',
      caNumber: '45678',
      caValidUntil: '2030-12-31',
      en388: '4X43C',
      ansiCutLevel: 'A4',
      norms: 'EN 388:2016',
      chemicalResistance: '',
      sizes: '8|9',
      isLancamento: 'true',
      popularity: '42',
      published: 'false',
      images: `${imageVersion}.webp`,
      // The stored data sheet's name (ficha-tecnica-<slug>.pdf), whatever the uploaded file was called.
      datasheet: 'ficha-tecnica-luva-xylofrag-ts-ex-0001.pdf',
      ...Object.fromEntries(
        Object.keys(rows[0]!)
          .filter((key) => key.startsWith('secondary.'))
          .map((key) => [
            key,
            key === 'secondary.glove.size' ? '8|9' : key === 'secondary.glove.cutLevel' ? 'c' : '',
          ]),
      ),
    })
    // The demo's generated illustrations are named by the hash of their SVG: the version in their URLs.
    const demo = list.data.find((product) => product.attributes.reference !== 'TS-EX-0001')!
    const read = AdminProductDocument.parse(
      (
        await app.inject({ method: 'GET', url: `/api/v1/admin/products/${demo.id}`, headers: admin.headers })
      ).json(),
    ).data.attributes
    expect(read.images.length).toBeGreaterThan(0)
    expect(rows.find((row) => row.reference === read.reference)!.images).toBe(
      read.images.map((image) => `${image.url.split('v=')[1]}.svg`).join('|'),
    )
  })

  it("writes the headers in the staff member's language", async () => {
    const { app } = ctx
    const english = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: admin.headers,
      payload: { data: { type: 'users', attributes: { locale: 'en' } } },
    })
    expect(english.statusCode, english.body).toBe(200)
    try {
      const response = await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: admin.headers })
      const [header] = csvRows(response.rawPayload)
      expect(header!.slice(0, 4)).toEqual(['Reference', 'Name', 'Slug', 'Short description'])
      expect(header).toContain('Glove size')
      expect(header!.filter((title) => /Secondary|\w\.\w/.test(title))).toEqual([])
    } finally {
      await app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: admin.headers,
        payload: { data: { type: 'users', attributes: { locale: 'pt-BR' } } },
      })
    }
  })

  it('exports only the products the admin list filters keep', async () => {
    const { app } = ctx
    const filters = 'filter[category]=luva-de-seguranca&filter[published]=true&sort=reference'
    const list = AdminProductListDocument.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/admin/products?${filters}&page[size]=100`,
          headers: admin.headers,
        })
      ).json(),
    )
    const rows = byKey(
      csvRows(
        (await app.inject({ method: 'GET', url: `${URL}?format=csv&${filters}`, headers: admin.headers }))
          .rawPayload,
      ),
    )
    expect(list.meta.total).toBeGreaterThan(0)
    expect(rows.map((row) => row.reference)).toEqual(list.data.map((product) => product.attributes.reference))
    expect(rows.every((row) => row.category === 'luva-de-seguranca' && row.published === 'true')).toBe(true)

    const drafts = byKey(
      csvRows(
        (
          await app.inject({
            method: 'GET',
            url: `${URL}?format=csv&filter[q]=TS-EX&filter[complete]=true`,
            headers: admin.headers,
          })
        ).rawPayload,
      ),
    )
    expect(drafts.map((row) => row.reference)).toEqual(['TS-EX-0001'])
  })

  it('is CSV as RFC 4180 readers read it: one record per product, a multi-line description in one cell (issue 32)', async () => {
    const { app } = ctx
    const description = 'Primeira linha sem ponto e vírgula\nSegunda linha\n\nOutro parágrafo, com "aspas"'
    await createProduct(admin.headers, { ...gloveAttributes('TS-EX-0100'), description })
    const response = await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: admin.headers })
    expect(response.statusCode, response.body).toBe(200)
    const total = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n
    const records = rfc4180Rows(response.rawPayload)
    expect(records).toHaveLength(total + 1)
    const rows = byKey(records)
    expect(rows.find((row) => row.reference === 'TS-EX-0100')?.description).toBe(description)
    // The headers are words: a secondary group's column is headed by its title, not by its id.
    expect(records[0]).toContain('Tamanho da luva')
    expect(records[0]!.filter((title) => /Secundário|\w\.\w/.test(title))).toEqual([])
  })

  it.skipIf(!soffice)(
    `survives LibreOffice: CSV to XLSX and back to CSV, then a dry-run import finds every row unchanged${
      soffice ? '' : ' (SKIPPED: soffice not found; apt-get install libreoffice-calc-nogui)'
    }`,
    async () => {
      const { app } = ctx
      await createProduct(admin.headers, {
        ...gloveAttributes('TS-EX-0101'),
        description: 'Linha um\nLinha dois; com "aspas"\n\nFim',
      })
      const exported = await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: admin.headers })
      const dir = await mkdtemp(join(tmpdir(), 'escudo-lo-'))
      try {
        await writeFile(join(dir, 'export.csv'), exported.rawPayload)
        // A profile of its own: a LibreOffice already running elsewhere would otherwise take the conversion.
        const office = (...args: string[]) =>
          run(soffice!, [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', ...args], {
            cwd: dir,
            timeout: 120_000,
          })
        // `;`, `"`, UTF-8 (76), from line 1, in pt-BR (1046): as Excel in pt-BR opens the file.
        await office(
          '--infilter=CSV:59,34,76,1,,1046',
          '--convert-to',
          'xlsx',
          '--outdir',
          join(dir, 'xlsx'),
          'export.csv',
        )
        await office(
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):59,34,76,1,,1046',
          '--outdir',
          join(dir, 'csv'),
          join(dir, 'xlsx', 'export.xlsx'),
        )
        const back = await readFile(join(dir, 'csv', 'export.csv'))
        const total = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n
        expect(rfc4180Rows(back)).toHaveLength(total + 1)
        const job = await dryRunImport(back, admin.headers)
        expect(job).toMatchObject({ status: 'done', total, unchanged: total, refused: 0, errors: [] })
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    180_000,
  )

  it('escapes cells a spreadsheet would run as formulas, in CSV and XLSX', async () => {
    const { app } = ctx
    await createProduct(admin.headers, {
      ...gloveAttributes('TS-EX-0002'),
      name: '=HYPERLINK("http://evil.example","Clique")',
      shortDescription: '+55 11 5555-0000',
      careInstructions: '@SUM(A1)',
      description: '-2+3',
    })
    const csv = byKey(
      csvRows(
        (
          await app.inject({
            method: 'GET',
            url: `${URL}?format=csv&filter[q]=TS-EX-0002`,
            headers: admin.headers,
          })
        ).rawPayload,
      ),
    )
    const escaped = {
      name: `'=HYPERLINK("http://evil.example","Clique")`,
      shortDescription: "'+55 11 5555-0000",
      careInstructions: "'@SUM(A1)",
      description: "'-2+3",
    }
    expect(csv[0]).toMatchObject(escaped)

    const xlsx = await app.inject({
      method: 'GET',
      url: `${URL}?format=xlsx&filter[q]=TS-EX-0002`,
      headers: admin.headers,
    })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const row = workbook.worksheets[0]!.getRow(2)
    expect(row.getCell(2).value).toBe(escaped.name)
    expect(row.getCell(4).value).toBe(escaped.shortDescription)
  })

  it('writes the same row as XLSX, popularity a number, the header bold and frozen', async () => {
    const { app } = ctx
    const response = await app.inject({ method: 'GET', url: `${URL}?format=xlsx`, headers: admin.headers })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers['content-disposition']).toMatch(
      /filename="escudo-produtos-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Produtos')!
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    const width = sheet.getRow(1).cellCount
    const rows: string[][] = []
    sheet.eachRow((row) =>
      rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value as string)),
    )
    const csv = byKey(
      csvRows(
        (await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: admin.headers })).rawPayload,
      ),
    )
    const product = byKey(rows).find((row) => row.reference === 'TS-EX-0001')!
    expect(product.popularity).toBe(42)
    // Same cells as the CSV (XLSX drops empty trailing cells; popularity is the one number).
    const expected = csv.find((row) => row.reference === 'TS-EX-0001')!
    for (const [key, value] of Object.entries(expected)) expect(String(product[key] ?? ''), key).toBe(value)
    expect(rows).toHaveLength(csv.length + 1)
  })

  it('answers 401 without a token, 403 to a customer and 400 naming the parameter for an unknown format', async () => {
    const { app } = ctx
    const { buyer } = await sessions(app)
    expect((await app.inject({ method: 'GET', url: `${URL}?format=csv` })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'GET', url: `${URL}?format=csv`, headers: buyer.headers })).statusCode,
    ).toBe(403)
    for (const query of ['?format=pdf', '']) {
      const bad = await app.inject({ method: 'GET', url: `${URL}${query}`, headers: admin.headers })
      // A query string we cannot use is a malformed request (400), as on every route (architecture.md).
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors[0]).toMatchObject({
        code: 'invalid_parameter',
        source: { parameter: 'format' },
        detail: 'format: use csv ou xlsx.',
      })
    }
  })

  it('reads a catalogue larger than one batch: every product once, in the list order', async () => {
    const { app } = ctx
    // 600 more products (a batch is 500), copied in SQL: the volume, not the write path, is under test here.
    await app.db
      .execute(sql`insert into products (reference, slug, name, short_description, description, brand,
      category, family, packaging, ca_number, ca_valid_until, care_instructions, published)
      select 'TS-LOT-' || g, 'lote-' || g, 'Lote ' || g, '', '', p.brand, p.category, p.family, p.packaging, '',
        p.ca_valid_until, '', false
      from (select * from products order by reference limit 1) p cross join generate_series(1, 600) g`)
    const page = async (number: number) =>
      AdminProductListDocument.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/v1/admin/products?sort=reference&page[size]=100&page[number]=${number}`,
            headers: admin.headers,
          })
        ).json(),
      )
    const first = await page(1)
    const total = first.meta.total
    const last = await page(Math.ceil(total / 100))
    const rows = byKey(
      csvRows(
        (await app.inject({ method: 'GET', url: `${URL}?format=csv&sort=reference`, headers: admin.headers }))
          .rawPayload,
      ),
    )
    expect(total).toBeGreaterThan(600)
    expect(rows).toHaveLength(total)
    const references = rows.map((row) => row.reference!)
    expect(new Set(references).size).toBe(total)
    // The list's order (the database's collation) on both sides of the batch boundary.
    const reference = (product: { attributes: { reference: string } }) => product.attributes.reference
    expect(references.slice(0, 100)).toEqual(first.data.map(reference))
    expect(references.slice(-last.data.length)).toEqual(last.data.map(reference))
  })
})
