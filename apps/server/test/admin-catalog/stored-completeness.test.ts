import { BulkActionDocument, completeness, ImportDocument, type Completeness } from '@escudo/contracts'
import { eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productDatasheets, productImages, products } from '../../src/db/schema/index'
import { refreshStoredCompleteness } from '../../src/admin-catalog/products/stored-completeness'
import {
  createProduct,
  gloveAttributes,
  multipart,
  multipartParts,
  oneGloveSheet,
  pdfBytes,
  pngBytes,
  sessions,
  useAdminApp,
} from './helpers'

const ctx = useAdminApp()
const PREFIX = 'SC-LV-'

/**
 * Decision 042: the list's complete filter, its total and each row's completeness read a stored column that every
 * write path keeps in line. After each path below, they must agree with the rule worked out from the product.
 */
describe('stored completeness', () => {
  it('keeps the incomplete filter, its total and the rows in line with the rule after every write path', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const headers = admin.headers

    /** The rule worked out from each of this test's products as stored (row, images, data sheet). */
    async function expected(): Promise<Map<string, Completeness>> {
      const rows = await ctx.database.db
        .select({
          row: products,
          imageCount: sql<number>`(select count(*)::int from ${productImages} where ${productImages.productId} = ${products.id})`,
          hasDatasheet: sql<boolean>`exists (select 1 from ${productDatasheets} where ${productDatasheets.productId} = ${products.id})`,
        })
        .from(products)
        .where(like(products.reference, `${PREFIX}%`))
      return new Map(
        rows.map(({ row, imageCount, hasDatasheet }) => [
          row.id,
          completeness({ ...row, imageCount: Number(imageCount), hasDatasheet: Boolean(hasDatasheet) }),
        ]),
      )
    }

    const list = async (filter: string) => {
      const response = await app.inject({
        url: `/api/v1/admin/products?page[size]=100&filter[q]=${PREFIX}${filter}`,
        headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json<{
        data: { id: string; attributes: { completeness: Completeness } }[]
        meta: { total: number }
      }>()
      return { rows: body.data, total: body.meta.total }
    }

    /** The filters' result sets and totals, and every row's completeness, against the rule. */
    async function agree(step: string, incompleteCount: number) {
      const rule = await expected()
      const incomplete = [...rule].filter(([, c]) => c.missing.length > 0).map(([id]) => id)
      const complete = [...rule].filter(([, c]) => c.missing.length === 0).map(([id]) => id)
      const asked = await list('&filter[complete]=false')
      expect(asked.rows.map((row) => row.id).sort(), step).toEqual(incomplete.sort())
      expect(asked.total, step).toBe(incomplete.length)
      expect(incomplete.length, step).toBe(incompleteCount)
      const done = await list('&filter[complete]=true')
      expect(done.rows.map((row) => row.id).sort(), step).toEqual(complete.sort())
      expect(done.total, step).toBe(complete.length)
      for (const row of (await list('')).rows)
        expect(row.attributes.completeness, `${step}: ${row.id}`).toEqual(rule.get(row.id))
    }

    const request = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await app.inject({ method, url: `/api/v1/admin/${url}`, headers, payload })
      expect(response.statusCode, response.body).toBeLessThan(300)
      return response
    }
    const upload = async (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>) => {
      const response = await app.inject({
        method,
        url: `/api/v1/admin/products/${url}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
      expect(response.statusCode, response.body).toBeLessThan(300)
    }
    const patch = async (id: string, attributes: object) => {
      const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id))
      await request('PATCH', `products/${id}`, {
        data: { type: 'products', attributes: { ...attributes, version: row!.version } },
      })
    }
    const create = async (reference: string) =>
      (
        await request('POST', 'products', {
          data: { type: 'products', attributes: gloveAttributes(reference) },
        })
      ).json().data.id as string
    const addImage = async (id: string) =>
      upload(
        'POST',
        `${id}/images`,
        multipart({}, { data: await pngBytes(), name: 'a.png', type: 'image/png' }),
      )
    const putDatasheet = async (id: string) =>
      upload(
        'PUT',
        `${id}/datasheet`,
        multipart({}, { data: await pdfBytes(), name: 'a.pdf', type: 'application/pdf' }),
      )
    async function waitFor<T extends { status: string }>(
      url: string,
      parse: (body: unknown) => { attributes: T },
    ): Promise<T> {
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const read = await app.inject({ url: `/api/v1/admin/${url}`, headers })
        const job = parse(read.json()).attributes
        if (job.status === 'done') return job
        expect(job.status).not.toBe('failed')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`${url} did not end`)
    }
    async function bulk(attributes: object) {
      const response = await request('POST', 'bulk-actions', { data: { type: 'bulk-actions', attributes } })
      const id = BulkActionDocument.parse(response.json()).data.id
      await waitFor(`bulk-actions/${id}`, (body) => BulkActionDocument.parse(body).data)
    }

    // Create: a glove with every text but no image nor data sheet.
    const a = await create(`${PREFIX}0001`)
    const b = await create(`${PREFIX}0002`)
    await agree('create', 2)
    // Image and data sheet uploads: the first glove is complete.
    await addImage(a)
    await agree('image upload', 2)
    await putDatasheet(a)
    await agree('data sheet upload', 1)
    // A bulk action adding ANSI/ISEA 105 makes the cut level required (a rule by certificate).
    await bulk({
      action: 'add-option',
      groupId: 'certificates',
      optionId: 'ansi-isea-105',
      selection: { ids: [a] },
    })
    await agree('bulk add-option', 2)
    // The form's update: the cut level given, then a required text emptied and filled again.
    await patch(a, { ansiCutLevel: 'A4' })
    await agree('update', 1)
    await patch(a, { description: '' })
    await agree('update emptying a text', 2)
    await patch(a, { description: 'De novo.' })
    await agree('update filling it', 1)
    // The data sheet and the image deleted, then back.
    await request('DELETE', `products/${a}/datasheet`)
    await agree('data sheet delete', 2)
    await putDatasheet(a)
    await agree('data sheet again', 1)
    await request('DELETE', `products/${a}/images/1`)
    await agree('image delete', 2)
    await addImage(a)
    await agree('image again', 1)
    // A copy keeps the files, so it is complete too.
    await request('POST', `products/${a}/duplicate`)
    await agree('duplicate', 1)
    // Sizes are required of gloves (a rule by category): the row now lists them missing too.
    await patch(b, { sizes: [] })
    await agree('update emptying the sizes', 1)
    // A spreadsheet import: a new product, without files, so incomplete.
    const sheet = oneGloveSheet(`${PREFIX}0003`)
    const body = multipartParts([{ name: 'file', data: sheet, fileName: 'produtos.csv', type: 'text/csv' }])
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
    expect(imported.statusCode, imported.body).toBe(202)
    const job = ImportDocument.parse(imported.json()).data.id
    const done = await waitFor(`imports/${job}`, (read) => ImportDocument.parse(read).data)
    expect(done).toMatchObject({ created: 1, refused: 0 })
    await agree('import', 2)
  })

  it('works the column out again at start for products stored under other rules, or never worked out', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await createProduct(app, admin, gloveAttributes(`${PREFIX}0100`))
    const id = created.json().data.id as string
    const incomplete = async () =>
      (
        await app.inject({
          url: `/api/v1/admin/products?filter[q]=${PREFIX}0100&filter[complete]=false`,
          headers: admin.headers,
        })
      ).json<{ meta: { total: number } }>().meta.total
    expect(await incomplete()).toBe(1)
    // As an earlier release (other rules) or the migration (nothing yet) left it.
    await ctx.database.db
      .update(products)
      .set({ missingFields: [], completenessRules: 'earlier-rules' })
      .where(eq(products.id, id))
    expect(await incomplete()).toBe(0)
    expect(await refreshStoredCompleteness(ctx.database.db)).toBe(1)
    expect(await incomplete()).toBe(1)
    await ctx.database.db.update(products).set({ missingFields: null }).where(eq(products.id, id))
    expect(await refreshStoredCompleteness(ctx.database.db)).toBe(1)
    expect(await incomplete()).toBe(1)
    expect(await refreshStoredCompleteness(ctx.database.db)).toBe(0)
  })
})
