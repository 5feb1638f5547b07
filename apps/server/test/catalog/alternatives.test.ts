import { ProductAlternativesDocument } from '@escudo/contracts'
import { and, eq, lt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brazilToday } from '../../src/ca-registry/product-check'
import { products } from '../../src/db/schema/index'
import { useCatalogApp } from '../helper'

// Issue 32: an expired product's page offers valid alternatives of the same kind, each with why.
const context = useCatalogApp()

describe('GET /api/v1/products/{idOrSlug}/alternatives', () => {
  it('offers only valid products of the same category that share a risk, best first, each with why', async () => {
    const expired = await context.app.db
      .select()
      .from(products)
      .where(and(eq(products.published, true), lt(products.caValidUntil, brazilToday(new Date()))))
    const gloves = expired.filter((row) => row.category === 'luva-de-seguranca' && row.riskTypes.length > 0)
    expect(gloves.length).toBeGreaterThan(0)
    let offered = 0
    for (const glove of [...gloves, ...expired.slice(0, 5)]) {
      const response = await context.app.inject({ url: `/api/v1/products/${glove.slug}/alternatives` })
      expect(response.statusCode, response.body).toBe(200)
      const { data, meta } = ProductAlternativesDocument.parse(response.json())
      expect(data.length).toBeLessThanOrEqual(4)
      for (const alternative of data) {
        expect(alternative.id).not.toBe(glove.id)
        expect(alternative.attributes.caState).not.toBe('invalido')
        expect(alternative.attributes.category).toBe(glove.category)
        if (glove.riskTypes.length > 0)
          expect(alternative.attributes.riskTypes.some((risk) => glove.riskTypes.includes(risk))).toBe(true)
        expect(meta.reasons[alternative.id]?.[0]).toBe('mesma_categoria')
        // The English page names it in English (every demo product is translated).
        expect(alternative.attributes.en.name).toBeTruthy()
      }
      offered += data.length
    }
    expect(offered).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown product', async () => {
    const response = await context.app.inject({ url: '/api/v1/products/nao-existe/alternatives' })
    expect(response.statusCode).toBe(404)
  })
})
