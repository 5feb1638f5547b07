import { ProductListDocument } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index'
import { useCatalogApp } from '../helper'

const context = useCatalogApp()
const SLUG = 'luva-corte-max-nivel-e-grafeno'

const search = async (query: string) => {
  const response = await context.app.inject({ url: `/api/v1/products?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return ProductListDocument.parse(response.json())
}
const slugsOf = async (query: string) => (await search(query)).data.map((product) => product.attributes.slug)

describe('GET /api/v1/products?lang=en (issue 22)', () => {
  beforeAll(async () => {
    await context.app.db
      .update(products)
      .set({
        nameEn: 'Cut Resistant Graphene Gloves',
        shortDescriptionEn: 'Knitted with graphene fibres, protecting hands from cuts.',
      })
      .where(eq(products.slug, SLUG))
    await context.app.catalogIndex.rebuild()
  })

  it('finds a product by its English words, stemmed in English', async () => {
    for (const q of ['glove', 'gloves', 'cut-resistant glove', 'graphene fibre', 'protection hand']) {
      const found = await slugsOf(`filter[q]=${encodeURIComponent(q)}&lang=en&page[size]=48`)
      expect(found, q).toContain(SLUG)
    }
  })

  it('keeps the Portuguese search as it was, and the English words out of it', async () => {
    expect(await slugsOf('filter[q]=luvas%20grafeno')).toContain(SLUG)
    expect(await slugsOf('filter[q]=luvas%20grafeno&lang=pt-BR')).toContain(SLUG)
    expect(await slugsOf('filter[q]=knitted&lang=en')).toContain(SLUG)
    expect(await slugsOf('filter[q]=knitted')).not.toContain(SLUG)
  })

  it("finds by the English titles of the taxonomy, and keeps the language in the pages' links", async () => {
    const safetyGlasses = await search('filter[q]=safety%20glasses&lang=en&page[size]=1')
    expect(safetyGlasses.meta.total).toBeGreaterThan(0)
    expect(safetyGlasses.links.self).toContain('lang=en')
  })

  it('refuses a language it does not speak, naming the parameter', async () => {
    const response = await context.app.inject({ url: '/api/v1/products?filter[q]=luva&lang=fr' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      errors: [{ status: '400', detail: 'lang aceita pt-BR ou en.', source: { parameter: 'lang' } }],
    })
  })
})
