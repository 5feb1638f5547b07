import { ProductListDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { useCatalogApp } from '../helper'

const context = useCatalogApp()

const list = async (query: string) => {
  const response = await context.app.inject({ url: `/api/v1/products?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return ProductListDocument.parse(response.json())
}
const q = (text: string, more = '') => `filter[q]=${encodeURIComponent(text)}${more}`

/** The suggestion for a query that finds nothing, checked to find products with the same other parameters. */
const suggestion = async (text: string, more = '') => {
  const found = await list(q(text, more))
  expect(found.meta.total, text).toBe(0)
  if (found.meta.didYouMean !== null) {
    const followed = await list(q(found.meta.didYouMean, more))
    expect(followed.meta.total, found.meta.didYouMean).toBeGreaterThan(0)
  }
  return found.meta.didYouMean
}

describe('GET /api/v1/products: meta.didYouMean (issue 36)', () => {
  it('suggests the catalogue’s own words, as written, for a misspelt query that finds nothing', async () => {
    expect(await suggestion('lvua nitrilca')).toBe('luva nitrílica')
    expect(await suggestion('mscra de slda')).toBe('máscara de solda')
  })

  it('is null when the query finds products (slips the search forgives included) or nothing is close', async () => {
    for (const text of ['luva nitrílica', 'mascra de solda', 'luva']) {
      const found = await list(q(text))
      expect(found.meta.total, text).toBeGreaterThan(0)
      expect(found.meta.didYouMean, text).toBeNull()
    }
    expect(await suggestion('qwxzkjvbq')).toBeNull()
    expect((await list('page[size]=1')).meta.didYouMean).toBeNull()
  })

  it('suggests in English on English pages', async () => {
    expect(await suggestion('glvoe nitirle', '&lang=en')).toBe('glove nitrile')
  })

  it('keeps the buyer’s filters: the suggestion finds products with them, or there is none', async () => {
    expect(await suggestion('mscra de slda', '&filter[categories]=mascara-de-solda')).toBe('máscara de solda')
    expect(await suggestion('mscra de slda', '&filter[categories]=luva-de-seguranca')).toBeNull()
  })
})
