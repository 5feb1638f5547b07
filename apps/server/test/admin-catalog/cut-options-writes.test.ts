import { BulkActionDocument } from '@escudo/contracts'
import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
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

/** Decision 034: the cut options follow the EN 388 code and the ANSI level on every product write. */
describe('cut options derived from the norm codes', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const doc = productDocument
  const row = (id: string) => savedProduct(ctx.database.db, id)
  const cut = (product: { riskTypes: string[]; secondary: Record<string, string[]> }) => ({
    riskTypes: product.riskTypes.filter((option) => /^corte-[a-f]$/.test(option)),
    level: product.secondary['glove.cutLevel'] ?? [],
  })

  async function create(reference: string, attributes: object = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: PRODUCTS,
      headers: admin.headers,
      payload: doc({ ...gloveAttributes(reference), ...attributes }),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as string
  }

  async function update(id: string, attributes: object) {
    const { version } = await row(id)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${PRODUCTS}/${id}`,
      headers: admin.headers,
      payload: doc({ ...attributes, version }, id),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.attributes
  }

  it('overwrites hand-picked cut options on create and update, from the ISO letter or the ANSI level', async () => {
    const id = await create('TS-CUT-0001', {
      en388: '4X43C',
      riskTypes: ['abrasao-rasgo', 'corte-f'],
      secondary: { 'glove.size': ['8'], 'glove.cutLevel': ['a'] },
    })
    expect(cut(await row(id))).toEqual({ riskTypes: ['corte-c'], level: ['c'] })
    expect((await row(id)).riskTypes).toContain('abrasao-rasgo')

    // Changing only the code moves both groups.
    const saved = await update(id, { en388: '4x44ep' })
    expect(saved.en388).toBe('4X44EP')
    expect(cut(await row(id))).toEqual({ riskTypes: ['corte-e'], level: ['e'] })
    // Picking another level by hand cannot contradict the code.
    await update(id, { riskTypes: ['corte-a', 'tato-destreza'], secondary: { 'glove.cutLevel': ['b'] } })
    expect(cut(await row(id))).toEqual({ riskTypes: ['corte-e'], level: ['e'] })
    expect((await row(id)).riskTypes).toEqual(['tato-destreza', 'corte-e'])
    // ISO X: the ANSI level decides; neither: no cut option.
    await update(id, { en388: '4542X', ansiCutLevel: 'A5' })
    expect(cut(await row(id))).toEqual({ riskTypes: ['corte-e'], level: ['e'] })
    await update(id, { ansiCutLevel: null })
    expect(cut(await row(id))).toEqual({ riskTypes: [], level: [] })
  })

  it('refuses a malformed EN 388 code with a pointer and a pt-BR message saying what is wrong', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: PRODUCTS,
      headers: admin.headers,
      payload: doc({ ...gloveAttributes('TS-CUT-0002'), en388: '4X53C' }),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({
        source: { pointer: '/data/attributes/en388' },
        detail: expect.stringContaining('3º caractere (rasgo) é "5"'),
      }),
    )
  })

  /** Posts a bulk add-option / remove-option of one option on one product. */
  const bulk = (id: string, action: string, groupId: string, optionId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/bulk-actions',
      headers: admin.headers,
      payload: {
        data: { type: 'bulk-actions', attributes: { action, groupId, optionId, selection: { ids: [id] } } },
      },
    })

  it('refuses a bulk add or remove of a derived option, naming the field', async () => {
    const id = await create('TS-CUT-0003')
    for (const [groupId, optionId] of [
      ['riskTypes', 'corte-a'],
      ['glove.cutLevel', 'c'],
    ])
      for (const action of ['add-option', 'remove-option']) {
        const response = await bulk(id, action, groupId!, optionId!)
        expect(response.statusCode, response.body).toBe(422)
        expect(response.json().errors[0]).toMatchObject({
          source: { pointer: '/data/attributes/optionId' },
          detail: expect.stringContaining('EN 388'),
        })
      }
    // Other risk types still go in bulk, and the cut options stay derived.
    const response = await bulk(id, 'add-option', 'riskTypes', 'quimico')
    expect(response.statusCode, response.body).toBe(202)
    const job = BulkActionDocument.parse(response.json()).data
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const read = await ctx.app.inject({
        url: `/api/v1/admin/bulk-actions/${job.id}`,
        headers: admin.headers,
      })
      if (['done', 'failed'].includes(BulkActionDocument.parse(read.json()).data.attributes.status)) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect((await row(id)).riskTypes).toEqual(expect.arrayContaining(['quimico', 'corte-c']))
  })

  const runImport = (rows: string[][]) =>
    importAndWait(
      ctx.app,
      admin,
      Buffer.from(stringify(rows, { delimiter: ';', record_delimiter: 'windows' })),
    )

  it('derives them on import too, and refuses a bad code with the row and column', async () => {
    const header = ['Referência', 'Nome', 'Marca', 'Categoria', 'Família', 'Embalagem', 'Validade do CA']
    const fixed = ['escudo-pro', 'luva-de-seguranca', 'nitro-grip', 'caixa', '2031-06-30']
    const job = await runImport([
      [...header, 'EN 388', 'Tipos de risco', 'Nível de corte ANSI'],
      ['TS-CUT-0004', 'Luva Importada Corte', ...fixed, '4X42D', 'corte-a | abrasao-rasgo', ''],
      ['TS-CUT-0005', 'Luva Importada ANSI', ...fixed, '3X42X', '', 'A2'],
      ['TS-CUT-0006', 'Luva Importada Errada', ...fixed, '4X43G', '', ''],
    ])
    expect(job, JSON.stringify(job.errors)).toMatchObject({ status: 'done', created: 2, refused: 1 })
    expect(job.errors).toEqual([
      {
        row: 4,
        column: 'EN 388',
        message: expect.stringContaining('5º caractere (corte ISO 13997) é "G"'),
      },
    ])
    const [imported] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.reference, 'TS-CUT-0004'))
    expect(cut(imported!)).toEqual({ riskTypes: ['corte-d'], level: ['d'] })
    const [ansi] = await ctx.database.db.select().from(products).where(eq(products.reference, 'TS-CUT-0005'))
    expect(cut(ansi!)).toEqual({ riskTypes: ['corte-b'], level: ['b'] })

    // An update of the code alone moves the options of the saved product.
    const again = await runImport([
      ['Referência', 'EN 388'],
      ['TS-CUT-0004', '4X42F'],
    ])
    expect(again).toMatchObject({ updated: 1, refused: 0 })
    const [updated] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.reference, 'TS-CUT-0004'))
    expect(cut(updated!)).toEqual({ riskTypes: ['corte-f'], level: ['f'] })
  })
})
