import { readdirSync } from 'node:fs'
import path from 'node:path'
import { AdminProductDocument, IMAGE_WIDTHS } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { recordQueries } from '../helper'
import { someProducts } from '../customer/helpers'
import { gloveAttributes, multipart, pngBytes, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const doc = (attributes: object) => ({ data: { type: 'products', attributes } })
// Transaction control, and the change feed's own reads (on PostgreSQL it catches up on its notification,
// on the same pool, while the test records).
// Not the write's: the change feed's and the webhook worker's polls, which may run meanwhile.
const isControl = (query: string) =>
  /^(begin|commit|rollback|savepoint|release)/i.test(query.trim()) ||
  /from "catalog_change/.test(query) ||
  /"webhook_(deliveries|events)"/.test(query)

describe('the product write path', () => {
  it('saves in one transaction, reads the saved product once, and answers with it', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const before = await app.productRepository.load(other.id)

    const statements = await recordQueries(() =>
      app.productRepository.update(other.id, {
        version: before!.row.version,
        name: 'Luva Renomeada Uma Vez',
      }),
    )
    // The update (which returns the row), the change for the other processes, its images, its data sheet, its
    // CA checked against the registry in use (one read, for the index's card and the CA state last announced,
    // which is the seventh: a move is announced in this transaction): no re-read, no separate version or
    // uniqueness query (the unique indexes decide), no taxonomy query (no option sent); and the webhook endpoints
    // that want `product.updated` (none here: no event written). It was 11.
    const sent = statements.filter((query) => !isControl(query))
    expect(sent.some((query) => /from "product_ca_states"/.test(query))).toBe(true)
    expect(sent).toHaveLength(7)
    expect(sent[0]).toMatch(/^update "products"/)
    expect(sent[1]).toMatch(/record_catalog_change/)

    const withOptions = await recordQueries(() =>
      app.productRepository.update(other.id, {
        version: before!.row.version + 1,
        riskTypes: ['abrasao-rasgo'],
      }),
    )
    // Plus the taxonomy query, and the saved codes read to derive the cut options (decision 034).
    expect(withOptions.filter((query) => !isControl(query))).toHaveLength(9)

    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${other.id}`,
      headers: admin.headers,
      payload: doc({ version: before!.row.version + 2, name: 'Luva Renomeada Pela Rota' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const reread = await app.inject({ url: `/api/v1/admin/products/${other.id}`, headers: admin.headers })
    expect(AdminProductDocument.parse(response.json())).toEqual(AdminProductDocument.parse(reread.json()))
    expect(response.json().data.attributes).toMatchObject({
      name: 'Luva Renomeada Pela Rota',
      riskTypes: ['abrasao-rasgo'],
      version: before!.row.version + 3,
    })
  })

  it('creates a product without reading back the images and data sheet it cannot have yet', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    let response: Awaited<ReturnType<typeof app.inject>> | undefined
    const statements = await recordQueries(async () => {
      response = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: admin.headers,
        payload: doc(gloveAttributes('TS-NEW-0001')),
      })
    })
    expect(response!.statusCode, response!.body).toBe(201)
    expect(statements.filter((query) => /from "product_(images|datasheets)"/.test(query))).toEqual([])
    // The answer is what a read of the saved product gives.
    const id = response!.json().data.id as string
    const reread = await app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers })
    expect(AdminProductDocument.parse(response!.json())).toEqual(AdminProductDocument.parse(reread.json()))
    expect(AdminProductDocument.parse(reread.json()).data.attributes.images).toEqual([])
  })

  it('answers two creates of one reference at once with one 201 and one 409 on the field', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: admin.headers,
        payload: doc(gloveAttributes('TS-RACE-0001')),
      })
    const responses = await Promise.all([create(), create()])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const refused = responses.find((response) => response.statusCode === 409)!
    expect(refused.json().errors[0]).toMatchObject({
      code: 'reference_taken',
      source: { pointer: '/data/attributes/reference' },
    })
  })

  it('takes five image uploads at once in order, each stored once', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc(gloveAttributes('TS-RACE-0002')),
    })
    const id = created.json().data.id as string
    const png = await pngBytes(800, 500)
    const upload = (n: number) => {
      const body = multipart({ alt: `Foto ${n}` }, { data: png, name: `foto-${n}.png`, type: 'image/png' })
      return app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${id}/images`,
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      })
    }
    const responses = await Promise.all([1, 2, 3, 4, 5].map(upload))
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201])
    const product = await app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers })
    const images = AdminProductDocument.parse(product.json()).data.attributes.images
    expect(images.map((image) => image.position)).toEqual([1, 2, 3, 4, 5])
    expect(new Set(images.map((image) => image.alt))).toEqual(
      new Set(['Foto 1', 'Foto 2', 'Foto 3', 'Foto 4', 'Foto 5']),
    )
    // Each image once per width, and nothing else left behind.
    const stored = readdirSync(path.join(ctx.dataDir, 'uploads', 'products', id))
    expect(stored.filter((name) => name.endsWith('.webp'))).toHaveLength(5 * IMAGE_WIDTHS.length)
  })
})
