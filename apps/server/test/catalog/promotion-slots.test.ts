import { ProductBlockDocument, ProductListDocument } from '@escudo/contracts'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { highlights, products } from '../../src/db/schema/index'
import { useCatalogApp } from '../helper'

// Issue 32: no promotion slot shows a product that cannot be quoted (a CA "invalido", NR-6).
const context = useCatalogApp()

const get = async (url: string) => {
  const response = await context.app.inject({ url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** Every published product, most popular first, with its CA state (the catalogue list, unfiltered). */
async function byPopularity() {
  const document = ProductListDocument.parse(await get('/api/v1/products?sort=-popularity&page[size]=100'))
  return document.data.map((product) => ({ id: product.id, caState: product.attributes.caState }))
}

describe('promotion slots and the CA', () => {
  it('leaves products that cannot be quoted out of the most popular', async () => {
    const all = await byPopularity()
    // The demo catalogue has expired products among its most popular: the case this guards.
    expect(all.slice(0, 24).some((product) => product.caState === 'invalido')).toBe(true)
    const document = ProductBlockDocument.parse(await get('/api/v1/products/most-popular?page[size]=24'))
    const expected = all.filter((product) => product.caState !== 'invalido').slice(0, 24)
    expect(document.data.map((product) => product.id)).toEqual(expected.map((product) => product.id))
    expect(document.data.every((product) => product.attributes.caState !== 'invalido')).toBe(true)
  })

  it('leaves highlighted products that cannot be quoted out of the home page', async () => {
    const chosen = await context.app.db
      .select({ id: products.id, published: products.published })
      .from(highlights)
      .innerJoin(products, eq(products.id, highlights.productId))
      .orderBy(asc(highlights.position))
    const states = new Map((await byPopularity()).map((product) => [product.id, product.caState]))
    const expired = chosen.filter((row) => states.get(row.id) === 'invalido')
    expect(expired.length).toBeGreaterThan(0)
    const document = ProductBlockDocument.parse(await get('/api/v1/highlights'))
    const shown = document.data.map((product) => product.id)
    expect(shown).toEqual(
      chosen.filter((row) => row.published && states.get(row.id) !== 'invalido').map((row) => row.id),
    )
    expect(shown.some((id) => expired.some((row) => row.id === id))).toBe(false)
  })
})
