import { ImportDocument, type ImportAttributes } from '@escudo/contracts'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq, max, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'
import {
  catalogChanges,
  filterOptions,
  importJobs,
  products,
  productSlugHistory,
} from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import {
  importRunningElsewhere,
  multipartParts,
  pdfBytes,
  pngBytes,
  sessions,
  useAdminApp,
  type FormPart,
} from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/imports'

const csvFile = (data: Buffer, fileName = 'produtos.csv') => ({
  name: 'file',
  data,
  fileName,
  type: 'text/csv',
})

/** A CSV as Brazilian Excel saves it: `;`, CRLF; `encoding` utf-8 (optionally with a BOM) or Windows-1252. */
function csv(
  rows: string[][],
  options: { delimiter?: ';' | ','; encoding?: 'utf-8' | 'latin1'; bom?: boolean } = {},
) {
  const text = stringify(rows, { delimiter: options.delimiter ?? ';', record_delimiter: 'windows' })
  return Buffer.from((options.bom ? '\uFEFF' : '') + text, options.encoding === 'latin1' ? 'latin1' : 'utf8')
}

/** A ZIP made by yazl; `rename` swaps same-length names in the bytes (yazl refuses unsafe paths itself). */
async function zipOf(entries: Record<string, Buffer>, rename?: [string, string]) {
  const zip = new yazl.ZipFile()
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(data, name)
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  if (!rename) return bytes
  return Buffer.from(bytes.toString('latin1').replaceAll(rename[0], rename[1]), 'latin1')
}

const zipFile = (data: Buffer) => ({
  name: 'archive',
  data,
  fileName: 'arquivos.zip',
  type: 'application/zip',
})

const HEADER_PT = [
  'Referência',
  'Nome',
  'Marca',
  'Categoria',
  'Família',
  'Embalagem',
  'Validade do CA',
  'Segmentos',
  'Descrição',
]
const newRow = (reference: string, name: string, segments = 'agricultura') => [
  reference,
  name,
  'escudo-pro',
  'luva-de-seguranca',
  'nitro-grip',
  'caixa',
  '2031-06-30',
  segments,
  'Importada de uma planilha.',
]

describe('product import', () => {
  let admin: Session
  let buyer: Session

  beforeAll(async () => {
    ;({ admin, buyer } = await sessions(ctx.app))
  })

  async function post(parts: FormPart[], headers = admin.headers) {
    const body = multipartParts(parts)
    return ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
  }

  /** Sends a file and waits for its job to end; returns its last state. */
  async function runImport(parts: FormPart[]): Promise<ImportAttributes & { id: string }> {
    const response = await post(parts)
    expect(response.statusCode, response.body).toBe(202)
    const { data } = ImportDocument.parse(response.json())
    expect(response.headers.location).toBe(`${URL}/${data.id}`)
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const read = await ctx.app.inject({ method: 'GET', url: `${URL}/${data.id}`, headers: admin.headers })
      expect(read.statusCode, read.body).toBe(200)
      const job = ImportDocument.parse(read.json()).data
      if (job.attributes.status === 'done' || job.attributes.status === 'failed')
        return { id: job.id, ...job.attributes }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the import did not end')
  }

  const lastChange = async () =>
    (await ctx.database.db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges))[0]!.seq ?? 0
  const productByReference = async (reference: string) =>
    (await ctx.database.db.select().from(products).where(eq(products.reference, reference)))[0]

  async function exported(format: 'csv' | 'xlsx') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/exports/products?format=${format}`,
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(200)
    return response.rawPayload
  }

  it('imports the export of the whole catalogue back as every row unchanged, writing nothing (CSV and XLSX)', async () => {
    // Text that starts like a formula, escaped as the export writes it, is imported as the text.
    const escaped = await runImport([
      csvFile(
        csv([
          [...HEADER_PT, 'Resumo'],
          [...newRow('TS-IM-0000', "'+Luva Sinal"), "'- primeiro item"],
        ]),
      ),
    ])
    expect(escaped).toMatchObject({ created: 1, refused: 0 })
    expect(await productByReference('TS-IM-0000')).toMatchObject({
      name: '+Luva Sinal',
      shortDescription: '- primeiro item',
    })
    const before = await lastChange()
    const total = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n
    const fromCsv = await runImport([csvFile(await exported('csv'), 'escudo-produtos.csv')])
    expect(fromCsv).toMatchObject({
      status: 'done',
      dryRun: false,
      format: 'csv',
      total,
      processed: total,
      unchanged: total,
      created: 0,
      updated: 0,
      refused: 0,
      errors: [],
    })
    const fromXlsx = await runImport([
      {
        name: 'file',
        data: await exported('xlsx'),
        fileName: 'escudo-produtos.xlsx',
        type: 'application/octet-stream',
      },
    ])
    expect(fromXlsx).toMatchObject({ status: 'done', format: 'xlsx', total, unchanged: total, refused: 0 })
    expect(await lastChange()).toBe(before)
  })

  it('derives the cut options from the codes: a row whose typed ones disagree is unchanged on the next import (decision 034)', async () => {
    // "Corte nível C" typed beside an EN 388 code rated D (its 5th character): the codes win.
    const file = csv([
      [...HEADER_PT, 'EN 388', 'Tipos de risco'],
      [...newRow('TS-IM-CUT1', 'Luva Corte Digitada'), '4X43D', 'corte-c|impacto'],
    ])
    const first = await runImport([csvFile(file)])
    expect(first).toMatchObject({ status: 'done', created: 1, refused: 0 })
    expect(await productByReference('TS-IM-CUT1')).toMatchObject({
      riskTypes: ['impacto', 'corte-d'],
      secondary: { 'glove.cutLevel': ['d'] },
    })
    const before = await lastChange()
    const again = await runImport([csvFile(file)])
    expect(again).toMatchObject({ status: 'done', total: 1, unchanged: 1, updated: 0, refused: 0 })
    expect(await lastChange()).toBe(before)

    // A new code in the file changes the derived options with it.
    const rated = await runImport([
      csvFile(
        csv([
          ['Referência', 'EN 388', 'Tipos de risco'],
          ['TS-IM-CUT1', '4X43F', 'corte-c|impacto'],
        ]),
      ),
    ])
    expect(rated).toMatchObject({ status: 'done', updated: 1, refused: 0 })
    expect(await productByReference('TS-IM-CUT1')).toMatchObject({
      en388: '4X43F',
      riskTypes: ['impacto', 'corte-f'],
      secondary: { 'glove.cutLevel': ['f'] },
    })
  })

  it('dry run reports what would be created and updated and writes nothing; the real run writes it', async () => {
    const [existing] = await ctx.database.db.select().from(products).limit(1)
    const rows = [
      ['Referência', 'Nome'],
      ['TS-IM-0001', 'Luva Importada'],
      [existing!.reference, `${existing!.name} (revisado)`],
    ]
    // Without the other required columns a new row is refused: the dry run names them.
    const partial = await runImport([csvFile(csv(rows)), { name: 'dryRun', value: 'true' }])
    expect(partial).toMatchObject({ status: 'done', dryRun: true, total: 2, updated: 1, refused: 1 })
    expect(partial.errors).toContainEqual({ row: 2, column: 'Marca', message: 'Preencha esta coluna.' })

    const before = await lastChange()
    const file = csv([HEADER_PT, newRow('TS-IM-0001', 'Luva Importada')], { bom: true })
    const dry = await runImport([csvFile(file), { name: 'dryRun', value: 'true' }])
    expect(dry).toMatchObject({ status: 'done', dryRun: true, created: 1, refused: 0 })
    expect(await productByReference('TS-IM-0001')).toBeUndefined()
    expect(await lastChange()).toBe(before)

    const real = await runImport([csvFile(file), { name: 'dryRun', value: 'false' }])
    expect(real).toMatchObject({ status: 'done', dryRun: false, created: 1, processed: 1 })
    const created = await productByReference('TS-IM-0001')
    expect(created).toMatchObject({
      name: 'Luva Importada',
      brand: 'escudo-pro',
      segments: ['agricultura'],
      caValidUntil: '2031-06-30',
      published: false,
    })
    expect(await lastChange()).toBeGreaterThan(before)
    // The search index followed the write, as for the form.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/products?filter[q]=TS-IM-0001',
      headers: admin.headers,
    })
    expect(listed.json().meta.total).toBe(1)

    const update = await runImport([
      csvFile(
        csv([
          ['Referência', 'Nome'],
          ['ts-im-0001', 'Luva Importada Nova'],
        ]),
      ),
    ])
    expect(update).toMatchObject({ updated: 1, created: 0 })
    expect(await productByReference('TS-IM-0001')).toMatchObject({ name: 'Luva Importada Nova', version: 2 })
  })

  it("keeps a product's old slug when a row changes it, so its old page answers 301 (decision 032)", async () => {
    const [existing] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .limit(1)
    const renamed = `${existing!.slug}-importada`
    const run = await runImport([
      csvFile(
        csv([
          ['Referência', 'Endereço (slug)'],
          [existing!.reference, renamed],
        ]),
      ),
    ])
    expect(run).toMatchObject({ status: 'done', updated: 1, refused: 0 })
    const history = await ctx.database.db
      .select()
      .from(productSlugHistory)
      .where(eq(productSlugHistory.productId, existing!.id))
    expect(history.map((row) => row.slug)).toEqual([existing!.slug])
    const moved = await ctx.app.inject({ url: `/api/v1/products/${existing!.slug}` })
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/api/v1/products/${renamed}`)
    // Back to its first slug: the history gives it up and keeps the one it left.
    await runImport([
      csvFile(
        csv([
          ['Referência', 'Endereço (slug)'],
          [existing!.reference, existing!.slug],
        ]),
      ),
    ])
    const after = await ctx.database.db
      .select()
      .from(productSlugHistory)
      .where(eq(productSlugHistory.productId, existing!.id))
    expect(after.map((row) => row.slug)).toEqual([renamed])
    expect((await ctx.app.inject({ url: `/api/v1/products/${existing!.slug}` })).statusCode).toBe(200)

    // A new product given the slug it left wins over the history: no redirect to the old owner any more.
    const created = await runImport([
      csvFile(
        csv([
          [...HEADER_PT, 'Endereço (slug)'],
          [...newRow('TS-IM-SLUG', 'Luva Nova de Endereço Antigo'), renamed],
        ]),
      ),
    ])
    expect(created).toMatchObject({ status: 'done', created: 1, refused: 0 })
    expect(await productByReference('TS-IM-SLUG')).toMatchObject({ slug: renamed, published: false })
    const left = await ctx.database.db
      .select()
      .from(productSlugHistory)
      .where(eq(productSlugHistory.productId, existing!.id))
    expect(left).toEqual([])
    // Unpublished, the new product has no page yet: a 404, not the old owner's.
    expect((await ctx.app.inject({ url: `/api/v1/products/${renamed}` })).statusCode).toBe(404)
  })

  it('reads Windows-1252 with `,` and UTF-8 without a BOM with `;`', async () => {
    const latin = await runImport([
      csvFile(
        csv([HEADER_PT, newRow('TS-IM-0002', 'Óculos Ação Açaí')], { delimiter: ',', encoding: 'latin1' }),
      ),
    ])
    expect(latin).toMatchObject({ status: 'done', created: 1, refused: 0 })
    expect((await productByReference('TS-IM-0002'))!.name).toBe('Óculos Ação Açaí')

    const utf8 = await runImport([csvFile(csv([HEADER_PT, newRow('TS-IM-0003', 'Botina Pé Forte')]))])
    expect(utf8).toMatchObject({ created: 1, refused: 0 })
    expect((await productByReference('TS-IM-0003'))!.name).toBe('Botina Pé Forte')
  })

  it('reads an XLSX made by exceljs, with English headers and typed cells', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Products')
    sheet.addRow([
      'Reference',
      'Name',
      'Brand',
      'Category',
      'Family',
      'Packaging',
      'CA valid until',
      'Popularity',
      'New release',
      'Short description',
    ])
    const row = [
      'escudo-pro',
      'luva-de-seguranca',
      'nitro-grip',
      'caixa',
      new Date(Date.UTC(2032, 0, 15)),
      77,
      true,
    ]
    // Excel keeps a typed `'- item` as the text `- item`; a formula is a formula cell, refused.
    sheet.addRow(['TS-IM-0004', 'Luva XLSX', ...row, '- item um'])
    sheet.addRow([
      'TS-IM-0014',
      { formula: 'HYPERLINK("http://mal.example","clique")', result: 'clique' },
      ...row,
      '',
    ])
    const data = Buffer.from(await workbook.xlsx.writeBuffer())
    const job = await runImport([
      { name: 'file', data, fileName: 'products.xlsx', type: 'application/vnd.ms-excel' },
    ])
    expect(job.errors).toEqual([{ row: 3, column: 'Name', message: expect.stringContaining('Fórmulas') }])
    expect(job).toMatchObject({ status: 'done', format: 'xlsx', created: 1, refused: 1 })
    expect(await productByReference('TS-IM-0004')).toMatchObject({
      caValidUntil: '2032-01-15',
      popularity: 77,
      isLancamento: true,
      shortDescription: '- item um',
    })
  })

  it('refuses bad rows with row, column and message, imports the others, and reports the refused rows as a CSV to fix', async () => {
    const rows = [
      HEADER_PT,
      newRow('TS-IM-0005', 'Luva Boa'),
      newRow('TS-IM-0006', 'Luva Segmento Errado', 'agricultura|marte'),
      newRow('TS-IM-0007', '=HYPERLINK("http://mal.example","clique")'),
      newRow('TS-IM-0005', 'Luva Repetida'),
      [...newRow('TS-IM-0008', 'Luva Data Ruim').slice(0, 6), '31-31-2031', 'agricultura', ''],
    ]
    const job = await runImport([csvFile(csv(rows))])
    expect(job).toMatchObject({ status: 'done', total: 5, created: 1, refused: 4 })
    expect(job.errors).toEqual([
      {
        row: 3,
        column: 'Segmentos',
        message: 'Opção desconhecida: "marte". Cadastre-a ou marque "criar opções que faltam".',
      },
      { row: 4, column: 'Nome', message: expect.stringContaining('Fórmulas não são importadas') },
      { row: 5, column: 'Referência', message: 'Esta referência já apareceu na linha 2.' },
      { row: 6, column: 'Validade do CA', message: expect.stringContaining('AAAA-MM-DD') },
    ])
    expect(await productByReference('TS-IM-0006')).toBeUndefined()

    const report = await ctx.app.inject({
      method: 'GET',
      url: `${URL}/${job.id}/report`,
      headers: admin.headers,
    })
    expect(report.statusCode).toBe(200)
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8')
    const [header, ...refused] = parse(report.rawPayload, { delimiter: ';', bom: true }) as string[][]
    expect(header).toEqual([...HEADER_PT, 'Erro'])
    expect(refused.map((row) => row[0])).toEqual(['TS-IM-0006', 'TS-IM-0007', 'TS-IM-0005', 'TS-IM-0008'])
    // The formula comes back escaped, as the export writes it.
    expect(refused[1]![1]).toBe(`'=HYPERLINK("http://mal.example","clique")`)
    expect(refused[0]![HEADER_PT.length]).toContain('Segmentos: Opção desconhecida')

    // Fixed in the report itself (error column and all) and sent back.
    refused[0]![7] = 'agricultura'
    const fixed = await runImport([csvFile(csv([header!, refused[0]!]))])
    expect(fixed).toMatchObject({ created: 1, refused: 0 })
  })

  it('takes new images and data sheets from the ZIP, by file name, and can publish the complete product', async () => {
    const header = [
      ...HEADER_PT,
      'Resumo',
      'Número do CA',
      'Tamanhos',
      'Imagens',
      'Ficha técnica',
      'Publicado',
    ]
    const row = [...newRow('TS-IM-0012', 'Luva Com Fotos'), 'Resumo.', '12345', '8|9']
    const archive = await zipOf({
      'fotos/frente.png': await pngBytes(800, 600),
      'fotos/verso.png': await pngBytes(600, 800),
      'ficha.pdf': await pdfBytes(),
    })
    const sheet = csv([header, [...row, 'frente.png|verso.png', 'ficha.pdf', 'true']])
    const dry = await runImport([csvFile(sheet), zipFile(archive), { name: 'dryRun', value: 'true' }])
    expect(dry.errors).toEqual([])
    expect(dry).toMatchObject({ created: 1, refused: 0 })

    const job = await runImport([csvFile(sheet), zipFile(archive)])
    expect(job.errors).toEqual([])
    const product = await productByReference('TS-IM-0012')
    expect(product).toMatchObject({ published: true })
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products/${product!.id}`,
      headers: admin.headers,
    })
    const attributes = read.json().data.attributes
    expect(attributes.images).toHaveLength(2)
    expect(attributes.images.every((image: { uploaded: boolean }) => image.uploaded)).toBe(true)
    expect(attributes.datasheet.uploaded).toBe(true)

    // A name the ZIP lacks refuses the row; without a ZIP, new names are refused too.
    const missing = await runImport([
      csvFile(
        csv([
          ['Referência', 'Imagens'],
          ['TS-IM-0012', 'lado.png'],
        ]),
      ),
      zipFile(archive),
    ])
    expect(missing.errors).toEqual([
      { row: 2, column: 'Imagens', message: 'Arquivos que não estão no ZIP: lado.png.' },
    ])
    const noZip = await runImport([
      csvFile(
        csv([
          ['Referência', 'Imagens'],
          ['TS-IM-0012', 'frente.png'],
        ]),
      ),
    ])
    expect(noZip.errors[0]!.message).toContain('Envie-os num ZIP')
    // An empty file input (what a form sends when no ZIP was chosen) is no ZIP.
    const emptyInput = await runImport([
      csvFile(
        csv([
          ['Referência', 'Imagens'],
          ['TS-IM-0012', 'frente.png'],
        ]),
      ),
      zipFile(Buffer.alloc(0)),
    ])
    expect(emptyInput.errors[0]!.message).toContain('Envie-os num ZIP')
  })

  it('refuses a ZIP with paths outside its root, too many files or a file that inflates past the limit', async () => {
    const sheet = csvFile(csv([HEADER_PT, newRow('TS-IM-0013', 'Luva')]))
    const cases: [Buffer, string][] = [
      [
        await zipOf({ 'xx/segredo.png': Buffer.from('x') }, ['xx/segredo', '../segredo']),
        'fora da sua pasta',
      ],
      [
        await zipOf(
          Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`f${i}.png`, Buffer.alloc(0)])),
        ),
        '5001 arquivos',
      ],
      [await zipOf({ 'bomba.png': Buffer.alloc(11 * 1024 * 1024) }), 'descompactado'],
      [Buffer.from('PK não é um zip'), 'corrompido'],
    ]
    for (const [data, detail] of cases) {
      const response = await post([sheet, zipFile(data)])
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/archive' } })
      expect(response.json().errors[0].detail).toContain(detail)
    }
  })

  it('refuses a ZIP in the staff member’s language (decision 039)', async () => {
    const setLocale = (locale: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: admin.headers,
        payload: { data: { type: 'users', attributes: { locale } } },
      })
    expect((await setLocale('en')).statusCode).toBe(200)
    try {
      const sheet = csvFile(csv([HEADER_PT, newRow('TS-IM-0014', 'Luva')]))
      const english = await post([sheet, zipFile(Buffer.from('PK não é um zip'))])
      expect(english.statusCode, english.body).toBe(422)
      expect(english.json().errors[0].detail).toMatch(/^The ZIP is corrupt/)
    } finally {
      await setLocale('pt-BR')
    }
  })

  it("writes row errors and the report's error column in the staff member's language", async () => {
    const setLocale = (locale: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: admin.headers,
        payload: { data: { type: 'users', attributes: { locale } } },
      })
    expect((await setLocale('en')).statusCode).toBe(200)
    try {
      const job = await runImport([
        csvFile(
          csv([
            ['Reference', 'Name', 'Published'],
            ['TS-IM-0001', 'Luva', 'maybe'],
          ]),
        ),
      ])
      expect(job.errors).toEqual([{ row: 2, column: 'Published', message: 'Use true or false.' }])
      const report = await ctx.app.inject({
        method: 'GET',
        url: `${URL}/${job.id}/report`,
        headers: admin.headers,
      })
      expect(report.body.split('\r\n')[0]).toBe('\uFEFFReference;Name;Published;Error')
    } finally {
      await setLocale('pt-BR')
    }
  })

  it("reads a secondary group's column by its title, in either language, and by the id files exported before issue 32 used", async () => {
    const [existing] = await ctx.database.db.select().from(products).limit(1)
    for (const title of [
      'Tamanho da luva',
      'Glove size',
      'Secundário: glove.size',
      'Secondary: glove.size',
    ]) {
      const sheet = csv([
        ['Referência', title],
        [existing!.reference, (existing!.secondary['glove.size'] ?? []).join('|')],
      ])
      const job = await runImport([csvFile(sheet), { name: 'dryRun', value: 'true' }])
      expect(job, title).toMatchObject({ status: 'done', total: 1, unchanged: 1, refused: 0 })
    }
  })

  it('creates missing options when asked', async () => {
    const job = await runImport([
      csvFile(csv([HEADER_PT, newRow('TS-IM-0009', 'Luva Nova Área', 'agricultura|mineracao-lunar')])),
      { name: 'createOptions', value: 'true' },
    ])
    expect(job).toMatchObject({ created: 1, refused: 0 })
    const [option] = await ctx.database.db
      .select()
      .from(filterOptions)
      .where(eq(filterOptions.id, 'mineracao-lunar'))
    expect(option).toMatchObject({ groupId: 'segments', titlePt: 'mineracao-lunar' })
  })

  it('answers bad input with a clear error before any job', async () => {
    const jobs = async () =>
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(importJobs))[0]!.n
    const before = await jobs()
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077053e', 'hex')
    const cases: [FormPart[], number, string][] = [
      [[{ name: 'file', data: png, fileName: 'foto.csv', type: 'text/csv' }], 422, 'CSV ou XLSX'],
      [[csvFile(Buffer.alloc(0))], 400, 'vazia'],
      [[{ ...zipFile(await zipOf({ 'foto.png': png })), name: 'file' }], 422, 'ZIP sem planilha'],
      [[csvFile(csv([['Referência']]))], 400, 'vazia'],
      [
        [
          csvFile(
            csv([
              ['Nome', 'Marca'],
              ['Luva', 'escudo-pro'],
            ]),
          ),
        ],
        400,
        '"Referência"',
      ],
      [
        [
          csvFile(
            csv([
              ['Referência', 'Preço'],
              ['X1', '10'],
            ]),
          ),
        ],
        400,
        'Preço',
      ],
      [
        [csvFile(csv([Array.from({ length: 50_000 }, (_, index) => `c${index}`), ['1']]))],
        400,
        '50000 colunas',
      ],
      [[csvFile(csv([HEADER_PT])), { name: 'dryRun', value: 'talvez' }], 422, 'dryRun: use true ou false.'],
      [[{ name: 'dryRun', value: 'true' }], 400, 'campo "file"'],
      [[csvFile(Buffer.alloc(21 * 1024 * 1024, 'a'))], 413, 'limite'],
    ]
    for (const [parts, status, detail] of cases) {
      const response = await post(parts)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json().errors[0].detail).toContain(detail)
    }
    expect(await jobs()).toBe(before)
  })

  it('is for staff only', async () => {
    const parts = [csvFile(csv([HEADER_PT, newRow('TS-IM-0011', 'Luva')]))]
    expect((await post(parts, {})).statusCode).toBe(401)
    expect((await post(parts, buyer.headers)).statusCode).toBe(403)
    const [job] = await ctx.database.db.select().from(importJobs).limit(1)
    for (const path of [`${URL}/${job!.id}`, `${URL}/${job!.id}/report`]) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401)
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: buyer.headers })).statusCode).toBe(
        403,
      )
    }
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `${URL}/00000000-0000-4000-8000-000000000000`,
      headers: admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('marks a job whose process stopped beating as failed', async () => {
    const id = await importRunningElsewhere(ctx.database.db, 10 * 60, { total: 10, processed: 3 })
    const read = await ctx.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: admin.headers })
    expect(ImportDocument.parse(read.json()).data.attributes).toMatchObject({
      status: 'failed',
      processed: 3,
      failure: expect.stringContaining('servidor foi reiniciado'),
    })
  })
})
