import { AdminProductDocument, ProductListDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { sessions, useAdminApp } from '../admin-catalog/helpers'
import { someProducts } from '../customer/helpers'

// The catalogue list answers a URL it answered before from a cache of recent answers (decision 024);
// these prove a write is seen by the very next request for the same URL.
const ctx = useAdminApp()
const URL = '/api/v1/products?sort=name&page[size]=100'

const get = (url = URL) => ctx.app.inject({ url })
const listed = async (url = URL) => {
  const response = await get(url)
  expect(response.statusCode, response.body).toBe(200)
  return ProductListDocument.parse(response.json())
}

describe('the catalogue list after a write', () => {
  it('answers a repeated URL with the same bytes and headers as the first time', async () => {
    const first = await get()
    const again = await get()
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    for (const header of ['content-type', 'content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(again.headers[header], header).toBe(first.headers[header])
  })

  it('shows a rename, an unpublish and a publish on the next request for the same URL', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const before = await listed()
    expect(before.data.map((product) => product.id)).toContain(other.id)
    await listed() // held in the cache now

    const read = await app.inject({ url: `/api/v1/admin/products/${other.id}`, headers: admin.headers })
    const { version } = AdminProductDocument.parse(read.json()).data.attributes
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${other.id}`,
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: { version, name: 'Luva renomeada para o teste' } } },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const afterRename = await listed()
    expect(afterRename.data.find((product) => product.id === other.id)?.attributes.name).toBe(
      'Luva renomeada para o teste',
    )

    const action = (verb: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${other.id}/${verb}`,
        headers: admin.headers,
      })
    expect((await action('unpublish')).statusCode).toBe(200)
    const afterUnpublish = await listed()
    expect(afterUnpublish.data.map((product) => product.id)).not.toContain(other.id)
    expect(afterUnpublish.meta.total).toBe(before.meta.total - 1)

    expect((await action('publish')).statusCode).toBe(200)
    const afterPublish = await listed()
    expect(afterPublish.data.map((product) => product.id)).toContain(other.id)
    expect(afterPublish.meta.total).toBe(before.meta.total)
  })

  it('never keeps a refused query: the same bad URL is refused again', async () => {
    const bad = '/api/v1/products?page[size]=0'
    expect((await get(bad)).statusCode).toBe(400)
    expect((await get(bad)).statusCode).toBe(400)
  })
})
