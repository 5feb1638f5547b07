import { AdminProductDocument, ProductListDocument } from '@escudo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index'
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

  it('finds a glove by its chemical results the moment staff save them, and leaves other URLs alone', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    // n-Hexane: no glove of the demo is tested against it.
    const HEXANE = '110-54-3'
    const chemicalUrl = (minLevel: number) =>
      `/api/v1/products?filter[chemicals]=${HEXANE}&filter[minLevel]=${minLevel}&page[size]=100`
    const found = async (minLevel: number) => (await listed(chemicalUrl(minLevel))).data.map((p) => p.id)
    const [glove] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.published, true),
          eq(products.category, 'luva-de-seguranca'),
          sql`${products.chemicalResistance} = '[]'::jsonb`,
        ),
      )
      .limit(1)
    expect(glove).toBeDefined()

    const plain = await get()
    expect(await found(4)).toEqual([])
    expect((await listed(chemicalUrl(4))).meta.chemicals).toEqual([
      { cas: HEXANE, name: null, nameEn: null, letter: null, count: 0 },
    ])
    // A list without the filter is the same answer, from the same cache entry, its links free of the filter.
    const again = await get()
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true)
    expect(JSON.stringify(again.json().links)).not.toMatch(/chemicals|minLevel/)
    expect(again.json().meta).not.toHaveProperty('chemicals')

    const save = async (level: number) => {
      const read = await app.inject({ url: `/api/v1/admin/products/${glove!.id}`, headers: admin.headers })
      const { version } = AdminProductDocument.parse(read.json()).data.attributes
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${glove!.id}`,
        headers: admin.headers,
        payload: {
          data: {
            type: 'products',
            attributes: {
              version,
              chemicalResistance: [{ cas: HEXANE, name: 'n-Hexano', nameEn: 'n-Hexane', level }],
            },
          },
        },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await save(5)
    expect(await found(4)).toEqual([glove!.id])
    expect(await found(6)).toEqual([])
    expect((await listed(chemicalUrl(4))).meta.chemicals).toEqual([
      { cas: HEXANE, name: 'n-Hexano', nameEn: 'n-Hexane', letter: null, count: 1 },
    ])
    await save(3)
    expect(await found(4)).toEqual([])
    expect(await found(3)).toEqual([glove!.id])
  })
})
