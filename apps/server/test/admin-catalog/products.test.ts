import { AdminProductDocument, AdminProductListDocument, ProductListDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { someProducts } from '../customer/helpers'
import { gloveAttributes, multipart, pdfBytes, pngBytes, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const doc = (attributes: object) => ({ data: { type: 'products', attributes } })

describe('admin products', () => {
  it('refuses anonymous visitors (401) and customers (403) on every product endpoint', async () => {
    const { app } = ctx
    const { buyer } = await sessions(app)
    const { other } = await someProducts(app)
    const id = other.id
    const endpoints: [string, string][] = [
      ['GET', '/api/v1/admin/products'],
      ['GET', `/api/v1/admin/products/${id}`],
      ['POST', '/api/v1/admin/products'],
      ['PATCH', `/api/v1/admin/products/${id}`],
      ['POST', `/api/v1/admin/products/${id}/publish`],
      ['POST', `/api/v1/admin/products/${id}/unpublish`],
      ['POST', `/api/v1/admin/products/${id}/duplicate`],
      ['DELETE', `/api/v1/admin/products/${id}`],
      ['POST', `/api/v1/admin/products/${id}/images`],
      ['PATCH', `/api/v1/admin/products/${id}/images`],
      ['DELETE', `/api/v1/admin/products/${id}/images/1`],
      ['PUT', `/api/v1/admin/products/${id}/datasheet`],
      ['DELETE', `/api/v1/admin/products/${id}/datasheet`],
    ]
    for (const [method, url] of endpoints) {
      const anonymous = await app.inject({ method: method as 'GET', url, payload: doc({}) })
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401)
      const customer = await app.inject({
        method: method as 'GET',
        url,
        headers: buyer.headers,
        payload: doc({}),
      })
      expect(customer.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('creates a draft, refuses to publish it while incomplete, then publishes it and the public search finds it', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc(gloveAttributes('TS-LV-0001')),
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = AdminProductDocument.parse(created.json()).data
    expect(product.attributes).toMatchObject({
      published: false,
      version: 1,
      slug: 'luva-xylofrag-ts-lv-0001',
    })
    expect(product.attributes.completeness.missing).toEqual(['images', 'datasheet'])
    expect(product.attributes.completeness.percent).toBe(85)
    const search = async () =>
      ProductListDocument.parse((await app.inject({ url: '/api/v1/products?filter[q]=Xylofrag' })).json())
        .meta.total

    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/publish`,
      headers: admin.headers,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/images',
      '/data/attributes/datasheet',
    ])
    expect(refused.json().errors[0].code).toBe('product_incomplete')
    expect(await search()).toBe(0)

    const image = multipart(
      { alt: 'Luva vista de frente' },
      { data: await pngBytes(), name: 'x.png', type: 'image/png' },
    )
    const withImage = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/images`,
      headers: { ...admin.headers, ...image.headers },
      payload: image.payload,
    })
    expect(withImage.statusCode, withImage.body).toBe(201)
    const sheet = multipart(
      {},
      { data: await pdfBytes(), name: '../../etc/passwd.pdf', type: 'application/pdf' },
    )
    const withSheet = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}/datasheet`,
      headers: { ...admin.headers, ...sheet.headers },
      payload: sheet.payload,
    })
    expect(withSheet.statusCode, withSheet.body).toBe(200)
    const complete = AdminProductDocument.parse(withSheet.json()).data.attributes
    expect(complete.completeness).toEqual({ percent: 100, missing: [] })
    expect(complete.datasheet).toMatchObject({
      uploaded: true,
      fileName: 'ficha-tecnica-luva-xylofrag-ts-lv-0001.pdf',
    })

    const published = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/publish`,
      headers: admin.headers,
    })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().data.attributes.published).toBe(true)
    expect(await search()).toBe(1)
    const pdf = await app.inject({ url: `/api/v1/products/${complete.slug}/datasheet` })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/unpublish`,
      headers: admin.headers,
    })
    expect(unpublished.json().data.attributes.published).toBe(false)
    expect(await search()).toBe(0)
    expect((await app.inject({ url: `/api/v1/products/${product.id}` })).statusCode).toBe(404)
  })

  it('seeds complete products: a seeded product can be unpublished and published again', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const list = async (query: string) =>
      AdminProductListDocument.parse(
        (await app.inject({ url: `/api/v1/admin/products?${query}`, headers: admin.headers })).json(),
      )
    // Every published product of the demo catalogue passes the completeness rule, data sheet included.
    expect((await list('filter[published]=true&filter[complete]=false&page[size]=100')).meta.total).toBe(0)
    const { other } = await someProducts(app)
    const read = await app.inject({ url: `/api/v1/admin/products/${other.id}`, headers: admin.headers })
    const seeded = AdminProductDocument.parse(read.json()).data.attributes
    expect(seeded.completeness).toEqual({ percent: 100, missing: [] })
    expect(seeded.datasheet).toMatchObject({ fileName: `ficha-tecnica-${other.slug}.pdf` })
    const sheet = await app.inject({ url: `/api/v1/products/${other.slug}/datasheet` })
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const action = (verb: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${other.id}/${verb}`,
        headers: admin.headers,
      })
    expect((await action('unpublish')).json().data.attributes.published).toBe(false)
    const again = await action('publish')
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.attributes.published).toBe(true)
  })

  it('refuses a stale version with 409 and keeps the first save', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const read = AdminProductDocument.parse(
      (await app.inject({ url: `/api/v1/admin/products/${other.id}`, headers: admin.headers })).json(),
    ).data.attributes
    const patch = (attributes: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${other.id}`,
        headers: admin.headers,
        payload: doc(attributes),
      })
    const first = await patch({ version: read.version, name: 'Nome da primeira pessoa' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.attributes.version).toBe(read.version + 1)
    const second = await patch({ version: read.version, name: 'Nome da segunda pessoa' })
    expect(second.statusCode).toBe(409)
    expect(second.json().errors[0]).toMatchObject({
      code: 'stale_version',
      source: { pointer: '/data/attributes/version' },
    })
    expect(second.json().errors[0].detail).toMatch(/Recarregue/)
    const after = await app.inject({ url: `/api/v1/admin/products/${other.id}`, headers: admin.headers })
    expect(after.json().data.attributes.name).toBe('Nome da primeira pessoa')
    // The public catalogue saw the change at once.
    const found = await app.inject({ url: '/api/v1/products?filter[q]=primeira pessoa' })
    expect(found.json().data.map((p: { id: string }) => p.id)).toContain(other.id)
  })

  it('answers field errors as 422 with pointers, and a taken reference as 409 on the field', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc({
        ...gloveAttributes('ok-ref-2'),
        name: '',
        en388: '9999Z',
        caNumber: 'CA-12',
        popularity: -1,
      }),
    })
    expect(bad.statusCode).toBe(422)
    const pointers = bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/name',
        '/data/attributes/en388',
        '/data/attributes/caNumber',
        '/data/attributes/popularity',
      ]),
    )
    const unknownOption = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc({ ...gloveAttributes('TS-LV-0003'), riskTypes: ['abrasao-rasgo', 'telepatia'] }),
    })
    expect(unknownOption.statusCode).toBe(422)
    expect(unknownOption.json().errors[0].source.pointer).toBe('/data/attributes/riskTypes/1')
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc({ ...gloveAttributes(other.reference) }),
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors[0].source.pointer).toBe('/data/attributes/reference')
  })

  it('lists drafts and published products with search, filters, completeness and pagination', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const list = async (query: string) =>
      AdminProductListDocument.parse(
        (await app.inject({ url: `/api/v1/admin/products?${query}`, headers: admin.headers })).json(),
      )
    const all = await list('page[size]=5')
    expect(all.data).toHaveLength(5)
    expect(all.meta.total).toBeGreaterThanOrEqual(125)
    expect(all.links.next).toContain('page%5Bnumber%5D=2')
    const drafts = await list('filter[published]=false&page[size]=100')
    expect(drafts.data.every((p) => !p.attributes.published)).toBe(true)
    // A glove draft without images or data sheet is what the filter finds (the demo catalogue is complete).
    const draft = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: doc(gloveAttributes('TS-LV-0500')),
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const incomplete = await list('filter[complete]=false&filter[category]=luva-de-seguranca&page[size]=100')
    expect(incomplete.data.map((p) => p.id)).toContain(draft.json().data.id)
    expect(
      incomplete.data.every(
        (p) => p.attributes.completeness.missing.length > 0 && p.attributes.category === 'luva-de-seguranca',
      ),
    ).toBe(true)
    const byName = await list('sort=name&page[size]=100')
    const names = byName.data.map((p) => p.attributes.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const bad = await app.inject({ url: '/api/v1/admin/products?sort=price', headers: admin.headers })
    expect(bad.statusCode).toBe(400)
  })

  it('duplicates a product as an unpublished copy with its images, and deletes it', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const copy = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${other.id}/duplicate`,
      headers: admin.headers,
    })
    expect(copy.statusCode, copy.body).toBe(201)
    const attributes = AdminProductDocument.parse(copy.json()).data.attributes
    expect(attributes).toMatchObject({ published: false, reference: `${other.reference}-COPIA` })
    expect(attributes.images.length).toBeGreaterThan(0)
    const id = copy.json().data.id as string
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204)
    expect(
      (await app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404)
  })
})
