import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { buildTestApp } from '../helper'
import { sessions, useAdminApp } from '../admin-catalog/helpers'
import { someProducts } from '../customer/helpers'
import { crawl, PUBLIC_URL } from './sitemap-reader'

const URLS_PER_FILE = 4

/**
 * A second app on the same database, as a second server process: it splits its sitemaps every four URLs (the
 * protocol's 50,000 with a small catalogue), and its change feed is never polled, so what it lists after A's
 * writes comes from the database, not from anything it was told.
 */
const ctx = useAdminApp()
const other = {} as { app: App }
beforeAll(async () => {
  other.app = await buildTestApp(
    ctx.database,
    { PUBLIC_URL },
    { sitemapUrlsPerFile: URLS_PER_FILE, changePollMs: 600_000 },
  )
})
afterAll(async () => {
  await other.app?.close()
})

describe('sitemaps split and shared between processes', () => {
  it(`splits each kind every ${URLS_PER_FILE} URLs, every product in exactly one file`, async () => {
    const { all } = await someProducts(ctx.app)
    const { files, children, urls } = await crawl(other.app)
    const productFiles = Math.ceil(all.length / URLS_PER_FILE)
    expect(productFiles).toBeGreaterThan(2)
    expect(files.filter((file) => file.includes('/products-'))).toEqual(
      Array.from({ length: productFiles }, (_, i) => `${PUBLIC_URL}/sitemaps/products-${i + 1}.xml`),
    )
    expect(files.filter((file) => file.includes('/en-products-'))).toEqual(
      Array.from({ length: productFiles }, (_, i) => `${PUBLIC_URL}/sitemaps/en-products-${i + 1}.xml`),
    )
    const pageFiles = files.filter((file) => file.includes('/sitemaps/pages-'))
    expect(pageFiles[0]).toBe(`${PUBLIC_URL}/sitemaps/pages-1.xml`)
    expect(files.filter((file) => file.includes('/sitemaps/en-pages-'))).toEqual(
      pageFiles.map((file) => file.replace('/sitemaps/', '/sitemaps/en-')),
    )
    expect(children.every((child) => child.length >= 1 && child.length <= URLS_PER_FILE)).toBe(true)

    const productLocs = urls.map((url) => url.loc).filter((loc) => loc.startsWith(`${PUBLIC_URL}/produtos/`))
    expect(new Set(productLocs).size).toBe(productLocs.length)
    expect(productLocs.sort()).toEqual(all.map((row) => `${PUBLIC_URL}/produtos/${row.slug}`).sort())
    const englishLocs = urls
      .map((url) => url.loc)
      .filter((loc) => loc.startsWith(`${PUBLIC_URL}/en/produtos/`))
    expect(englishLocs.sort()).toEqual(all.map((row) => `${PUBLIC_URL}/en/produtos/${row.slug}`).sort())

    const past = await other.app.inject({ url: `/sitemaps/products-${productFiles + 1}.xml` })
    expect(past.statusCode).toBe(404)
  })

  it("shows another process's unpublish at once", async () => {
    const { other: product } = await someProducts(ctx.app)
    const { admin } = await sessions(ctx.app)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/unpublish`,
      headers: admin.headers,
    })
    expect(response.statusCode, response.body).toBe(200)

    const { urls } = await crawl(other.app)
    expect(urls.map((url) => url.loc)).not.toContain(`${PUBLIC_URL}/produtos/${product.slug}`)
    expect(urls.filter((url) => url.loc.startsWith(`${PUBLIC_URL}/produtos/`))).toHaveLength(
      (await someProducts(ctx.app)).all.length,
    )
  })
})
