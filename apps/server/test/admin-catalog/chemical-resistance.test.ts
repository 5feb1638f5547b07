import { ChemicalListDocument, ProductDocument } from '@escudo/contracts'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import {
  gloveAttributes,
  importAndWait,
  productDocument,
  savedProduct,
  sessions,
  useAdminApp,
} from './helpers'

const ctx = useAdminApp()
const PRODUCTS = '/api/v1/admin/products'

/** Results as staff type them: 3 letter chemicals at level 2 or more (type B), one other chemical. */
const TYPE_B = [
  { cas: '1310-73-2', level: 6, degradation: 3 },
  { cas: '7664-93-9', breakthroughMinutes: 95, degradation: 45 },
  { cas: '50-00-0', breakthroughMinutes: 31 },
  { cas: '67-64-1', breakthroughMinutes: 6, degradation: 80.5 },
  { cas: '7647-01-0', name: 'Ácido clorídrico 37 %', nameEn: 'Hydrochloric acid 37 %', level: 6 },
]
/** Three more letter chemicals at level 2: type A. */
const TYPE_A = [
  ...TYPE_B,
  { cas: '67-56-1', level: 2 },
  { cas: '142-82-5', level: 6 },
  { cas: '1336-21-6', breakthroughMinutes: 250 },
]

/** Decision 052: the EN ISO 374-1 type follows the chemical resistance data on every write. */
describe('chemical resistance', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const doc = productDocument
  const row = (id: string) => savedProduct(ctx.database.db, id)
  const en374Options = (certificates: string[]) => certificates.filter((id) => id.startsWith('en-iso-374-1-'))

  const post = (attributes: object, headers = admin.headers) =>
    ctx.app.inject({ method: 'POST', url: PRODUCTS, headers, payload: doc(attributes) })

  async function create(reference: string, attributes: object = {}) {
    const response = await post({ ...gloveAttributes(reference), ...attributes })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as string
  }

  async function patch(id: string, attributes: object, headers = admin.headers) {
    const { version } = await row(id)
    return ctx.app.inject({
      method: 'PATCH',
      url: `${PRODUCTS}/${id}`,
      headers,
      payload: doc({ ...attributes, version }, id),
    })
  }

  it('stores the results with names and levels filled in, and derives the type and its certificate', async () => {
    const id = await create('TS-CHEM-0001', {
      chemicalResistance: TYPE_B,
      certificates: ['fda', 'en-iso-374-1-tipo-a'],
      norms: ['EN 388:2016', 'EN ISO 374-1:2016 Type B'],
    })
    const saved = await row(id)
    expect(saved.en374Type).toBe('B')
    expect(saved.certificates).toEqual(['fda', 'en-iso-374-1-tipo-b'])
    expect(saved.chemicalResistance[0]).toEqual({
      cas: '1310-73-2',
      name: 'Hidróxido de sódio 40 %',
      nameEn: 'Sodium hydroxide 40 %',
      letter: 'K',
      level: 6,
      breakthroughMinutes: null,
      degradation: 3,
      standard: 'EN 16523-1:2015',
    })
    expect(saved.chemicalResistance.map((result) => result.level)).toEqual([6, 3, 2, 0, 6])

    // The admin resource carries them; a partial update of the data alone moves the type and the certificate.
    const updated = await patch(id, { chemicalResistance: TYPE_A, norms: ['EN ISO 374-1:2016 Type A'] })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().data.attributes).toMatchObject({ en374Type: 'A' })
    expect(en374Options((await row(id)).certificates)).toEqual(['en-iso-374-1-tipo-a'])
    // Certificates picked by hand cannot contradict the data.
    expect((await patch(id, { certificates: ['en-iso-374-1-tipo-c'] })).statusCode).toBe(200)
    expect((await row(id)).certificates).toEqual(['en-iso-374-1-tipo-a'])
    // No data left: no type, no certificate (and no claim left in the norms).
    expect((await patch(id, { chemicalResistance: [], norms: ['EN 388:2016'] })).statusCode).toBe(200)
    expect(await row(id)).toMatchObject({ en374Type: null, certificates: [] })
  })

  it('refuses a norm claiming a type the data does not give, with a pointer, in pt-BR and English', async () => {
    const response = await post({
      ...gloveAttributes('TS-CHEM-0002'),
      chemicalResistance: TYPE_B,
      norms: ['EN 388:2016', 'EN ISO 374-1:2016 Type A'],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/norms/1' },
        detail: expect.stringContaining(
          'A norma diz EN ISO 374-1 Tipo A, mas a resistência química informada dá o Tipo B',
        ),
      }),
    ])
    // A partial update is checked against the saved data: claiming A on a type-B product, in English.
    const id = await create('TS-CHEM-0003', { chemicalResistance: TYPE_B })
    const english = await patch(
      id,
      { norms: ['EN ISO 374-1:2016 Type A'] },
      { ...admin.headers, 'accept-language': 'en' },
    )
    expect(english.statusCode).toBe(422)
    expect(english.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/norms/0' },
      detail: expect.stringContaining(
        'The norm says EN ISO 374-1 Type A, but the chemical resistance data gives Type B',
      ),
    })
    // Removing the data under a claim is refused too; a degradation result alone gives no type.
    const unsupported = await patch(id, {
      norms: ['EN ISO 374-1:2016 Type B'],
      chemicalResistance: [{ cas: '67-64-1', degradation: 20 }],
    })
    expect(unsupported.statusCode).toBe(422)
    expect(unsupported.json().errors[0].detail).toContain('não dá nenhum tipo')
  })

  it('refuses bad results with a pointer to the field', async () => {
    const response = await post({
      ...gloveAttributes('TS-CHEM-0004'),
      chemicalResistance: [
        { cas: '67-64-2', level: 2 },
        { cas: '67-56-1', level: 7 },
        { cas: '7664-93-9', degradation: 120 },
        { cas: '64-17-5', level: 1 },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(
      response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer),
    ).toEqual([
      '/data/attributes/chemicalResistance/0/cas',
      '/data/attributes/chemicalResistance/1/level',
      '/data/attributes/chemicalResistance/2/degradation',
      '/data/attributes/chemicalResistance/3/name',
    ])
    const duplicate = await post(
      {
        ...gloveAttributes('TS-CHEM-0005'),
        chemicalResistance: [
          { cas: '67-64-1', level: 1 },
          { cas: '67-64-1', level: 2 },
        ],
      },
      { ...admin.headers, 'accept-language': 'en' },
    )
    expect(duplicate.statusCode).toBe(422)
    expect(duplicate.json().errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/chemicalResistance/1/cas' },
        detail: 'Chemical 67-64-1 is listed more than once.',
      }),
    ])
  })

  it('refuses a bulk add or remove of a type certificate', async () => {
    const id = await create('TS-CHEM-0006')
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/bulk-actions',
      headers: admin.headers,
      payload: {
        data: {
          type: 'bulk-actions',
          attributes: {
            action: 'add-option',
            groupId: 'certificates',
            optionId: 'en-iso-374-1-tipo-a',
            selection: { ids: [id] },
          },
        },
      },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/optionId' },
      detail: expect.stringContaining('resistência química'),
    })
  })

  it("shows a seeded glove's results, type and pictogram letters on its public resource", async () => {
    const [glove] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Luva QuimiShield Nitrílica Verde 33 cm'))
    const response = await ctx.app.inject({ url: `/api/v1/products/${glove!.slug}` })
    expect(response.statusCode, response.body).toBe(200)
    const { attributes } = ProductDocument.parse(response.json()).data
    expect(attributes).toMatchObject({ en374Type: 'A', en374Letters: 'AJKLOPT' })
    expect(attributes.certificates).toContain('en-iso-374-1-tipo-a')
    expect(attributes.chemicalResistance.find((result) => result.letter === 'B')).toMatchObject({
      cas: '67-64-1',
      name: 'Acetona',
      level: 0,
      breakthroughMinutes: 6,
    })
  })

  describe('GET /api/v1/chemicals', () => {
    const chemicals = async (q?: string) => {
      const response = await ctx.app.inject({
        url: `/api/v1/chemicals${q === undefined ? '' : `?filter[q]=${encodeURIComponent(q)}`}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      return ChemicalListDocument.parse(response.json())
    }

    it("lists the 18 letter chemicals, then the catalogue's others, by name", async () => {
      const all = await chemicals()
      expect(all.meta.total).toBe(all.data.length)
      expect(all.data.slice(0, 18).map((chemical) => chemical.attributes.letter)).toEqual(
        'ABCDEFGHIJKLMNOPST'.split(''),
      )
      expect(all.data[0]).toEqual({
        type: 'chemicals',
        id: '67-56-1',
        attributes: { cas: '67-56-1', name: 'Metanol', nameEn: 'Methanol', letter: 'A' },
      })
      const others = all.data.slice(18).map((chemical) => chemical.attributes)
      expect(others).toContainEqual({
        cas: '68334-30-5',
        name: 'Óleo diesel',
        nameEn: 'Diesel fuel',
        letter: null,
      })
      expect(others.map((chemical) => chemical.name)).toEqual(
        [...others.map((chemical) => chemical.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
      )
    })

    it('matches names without accents or case, CAS numbers and letters', async () => {
      const names = async (q: string) => (await chemicals(q)).data.map((chemical) => chemical.attributes.name)
      expect(await names('ACIDO CLORIDRICO')).toEqual(['Ácido clorídrico 37 %'])
      expect(await names('sulphuric')).toEqual(['Ácido sulfúrico 96 %'])
      expect(await names('67-64-1')).toEqual(['Acetona'])
      expect(await names('b')).toEqual(['Acetona'])
      expect(await names('xyz-nada')).toEqual([])
    })

    it('is in the OpenAPI document and answers a too-long query with 400 and the parameter', async () => {
      const openapi = await ctx.app.inject({ url: '/api/v1/openapi.json' })
      expect(Object.keys(openapi.json().paths)).toContain('/api/v1/chemicals')
      const response = await ctx.app.inject({ url: `/api/v1/chemicals?filter[q]=${'a'.repeat(101)}` })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors[0].source).toEqual({ parameter: 'filter[q]' })
    })
  })

  describe('spreadsheet', () => {
    const runImport = (file: Buffer, fileName?: string) => importAndWait(ctx.app, admin, file, fileName)
    const exported = async (format: 'csv' | 'xlsx') => {
      const response = await ctx.app.inject({
        url: `/api/v1/admin/exports/products?format=${format}&filter[q]=TS-CHEM-0010`,
        headers: admin.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.rawPayload
    }

    it('round-trips the results: export, change them, import the export back, same data (CSV and XLSX)', async () => {
      const id = await create('TS-CHEM-0010', {
        chemicalResistance: TYPE_A,
        norms: ['EN ISO 374-1:2016 Type A'],
      })
      const original = await row(id)
      const csv = await exported('csv')
      // Read back by an independent CSV reader, as Excel opens it: one cell for every result.
      const [header, line] = parse(csv, { delimiter: ';', bom: true, record_delimiter: '\r\n' }) as string[][]
      const cell = line![header!.indexOf('Resistência química')]!
      expect(cell.split(' | ')).toHaveLength(TYPE_A.length)
      expect(cell).toContain(
        '1310-73-2; 6; ; 3; EN 16523-1:2015; Hidróxido de sódio 40 %; Sodium hydroxide 40 %',
      )
      expect(cell).toContain('67-64-1; 0; 6; 80.5; EN 16523-1:2015; Acetona; Acetone')
      const xlsx = await exported('xlsx')
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(xlsx as unknown as ArrayBuffer)
      const sheet = workbook.worksheets[0]!
      const column = (sheet.getRow(1).values as string[]).indexOf('Resistência química')
      expect(sheet.getRow(2).getCell(column).value).toBe(cell)

      for (const [format, file] of [
        ['csv', csv],
        ['xlsx', xlsx],
      ] as const) {
        // Another write changes the data (and so the type); importing the export restores both.
        expect((await patch(id, { chemicalResistance: TYPE_B, norms: [] })).statusCode).toBe(200)
        expect((await row(id)).en374Type).toBe('B')
        const job = await runImport(file, `export.${format}`)
        expect(job).toMatchObject({ status: 'done', updated: 1, refused: 0 })
        const restored = await row(id)
        expect(restored.chemicalResistance).toEqual(original.chemicalResistance)
        expect(restored).toMatchObject({ en374Type: 'A', norms: original.norms })
        expect(restored.certificates).toEqual(original.certificates)
        // Imported again as it is: unchanged.
        expect(await runImport(file, `export.${format}`)).toMatchObject({ unchanged: 1, updated: 0 })
      }
    })

    it('leaves alone a product saved before with a claim and no data, when the row does not touch them', async () => {
      const id = await create('TS-CHEM-LEGACY')
      // As a product written before decision 052 may be: a claim in its norms, no results.
      await ctx.database.db
        .update(products)
        .set({ norms: ['EN ISO 374-1:2016 Type B'] })
        .where(eq(products.id, id))
      const response = await ctx.app.inject({
        url: '/api/v1/admin/exports/products?format=csv&filter[q]=TS-CHEM-LEGACY',
        headers: admin.headers,
      })
      expect(await runImport(response.rawPayload)).toMatchObject({ unchanged: 1, refused: 0 })
      const renamed = response.rawPayload.toString().replace('Luva Xylofrag', 'Luva Renomeada')
      expect(await runImport(Buffer.from(renamed))).toMatchObject({ updated: 1, refused: 0 })
    })

    it('refuses a bad result or an unsupported claim with the row, the column and which result', async () => {
      const header = ['Referência', 'Nome', 'Marca', 'Categoria', 'Família', 'Embalagem', 'Validade do CA']
      const fixed = ['escudo-pro', 'luva-de-seguranca', 'nitro-grip', 'caixa', '2031-06-30']
      const sheet = stringify(
        [
          [...header, 'Resistência química', 'Normas'],
          ['TS-CHEM-0011', 'Luva Química A', ...fixed, '67-64-1; 2 | 67-64-2; 3', ''],
          ['TS-CHEM-0012', 'Luva Química B', ...fixed, '67-64-1; ; 45; 12,5', 'EN ISO 374-1:2016 Type B'],
          ['TS-CHEM-0013', 'Luva Química C', ...fixed, '64-17-5; 1; ; ; ; Etanol; Ethanol', ''],
        ],
        { delimiter: ';', record_delimiter: 'windows' },
      )
      const job = await runImport(Buffer.from(sheet))
      expect(job).toMatchObject({ status: 'done', created: 1, refused: 2 })
      expect(job.errors).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'Resistência química',
          message: 'Resultado químico 2: CAS inválido: use o formato 67-64-1 com o dígito verificador certo.',
        }),
        expect.objectContaining({
          row: 3,
          column: 'Normas',
          message: expect.stringContaining('A norma diz EN ISO 374-1 Tipo B'),
        }),
      ])
      const [created] = await ctx.database.db
        .select()
        .from(products)
        .where(eq(products.reference, 'TS-CHEM-0013'))
      expect(created!.chemicalResistance).toEqual([
        {
          cas: '64-17-5',
          name: 'Etanol',
          nameEn: 'Ethanol',
          letter: null,
          level: 1,
          breakthroughMinutes: null,
          degradation: null,
          standard: 'EN 16523-1:2015',
        },
      ])
      // Only letter chemicals count: no type.
      expect(created!.en374Type).toBeNull()
    })
  })
})
