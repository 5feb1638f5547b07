import { ErrorDocument, ProductDocument } from '@escudo/contracts'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { variantKey } from '../../src/admin-catalog/image-keys'
import { productImages, products } from '../../src/db/schema/index'
import { useCatalogApp } from '../helper'

const context = useCatalogApp()
const YEAR = 'public, max-age=31536000, immutable'

const product = async (slug: string) => {
  const response = await context.app.inject({ url: `/api/v1/products/${slug}` })
  expect(response.statusCode, response.body).toBe(200)
  return ProductDocument.parse(response.json()).data
}

const slugs = async (count: number) =>
  (await context.app.db.select({ slug: products.slug }).from(products).where(eq(products.published, true)))
    .slice(0, count)
    .map((row) => row.slug)

/** The picture's size and format, as sharp decodes it. */
const decoded = async (body: Buffer) => {
  const { width, height, format } = await sharp(body).metadata()
  return { width, height, format }
}

describe('GET /api/v1/products/{id or slug}/open-graph-image', () => {
  it('renders a drawn (SVG) image as a 1200×630 JPEG, cached for a year at its versioned URL', async () => {
    const [slug] = await slugs(1)
    const { attributes } = await product(slug!)
    expect(attributes.openGraphImageUrl).toMatch(
      /^\/api\/v1\/products\/[0-9a-f-]+\/open-graph-image\?v=r\d+$/,
    )
    const response = await context.app.inject({ url: attributes.openGraphImageUrl! })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['cache-control']).toBe(YEAR)
    expect(await decoded(response.rawPayload)).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    // Letterboxed on white: a square drawing leaves white bands at the sides.
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]].every((channel) => channel! >= 250)).toBe(true)
    // Without its version (or with an old one) the address may show another picture later: short cache.
    const unversioned = await context.app.inject({ url: `/api/v1/products/${slug}/open-graph-image` })
    expect(unversioned.statusCode).toBe(200)
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300')
    expect(unversioned.rawPayload.equals(response.rawPayload)).toBe(true)
  })

  it('letterboxes an uploaded image (its 1200 px rendition) to exactly 1200×630', async () => {
    const [, slug] = await slugs(2)
    const { id } = await product(slug!)
    const key = `products/${id}/0123456789abcdef01234567`
    // A tall red picture, as the upload pipeline stores it (WebP, 1200 px wide at most).
    const tall = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#c00' } })
      .webp()
      .toBuffer()
    await context.app.storage.put(variantKey(key, 1200), tall, 'image/webp')
    await context.app.db
      .update(productImages)
      .set({ svg: null, filePath: key, contentType: 'image/webp' })
      .where(and(eq(productImages.productId, id), eq(productImages.position, 1)))
    const { attributes } = await product(slug!)
    expect(attributes.openGraphImageUrl).toBe(
      `/api/v1/products/${id}/open-graph-image?v=0123456789abcdef01234567`,
    )
    const response = await context.app.inject({ url: attributes.openGraphImageUrl! })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe(YEAR)
    expect(await decoded(response.rawPayload)).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ]
    expect(pixel(10, 315).every((channel) => channel >= 250)).toBe(true)
    const [red, green, blue] = pixel(600, 315)
    expect(red).toBeGreaterThan(180)
    expect(green! + blue!).toBeLessThan(60)
  })

  it('answers 404 for an unknown product and for a product without images', async () => {
    const unknown = await context.app.inject({ url: '/api/v1/products/no-such-product/open-graph-image' })
    expect(unknown.statusCode).toBe(404)
    expect(ErrorDocument.parse(unknown.json()).errors[0]!.status).toBe('404')
    const [, , slug] = await slugs(3)
    const { id } = await product(slug!)
    await context.app.db.delete(productImages).where(eq(productImages.productId, id))
    expect((await product(slug!)).attributes.openGraphImageUrl).toBeNull()
    const none = await context.app.inject({ url: `/api/v1/products/${slug}/open-graph-image` })
    expect(none.statusCode).toBe(404)
  })
})
