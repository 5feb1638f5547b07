import { and, eq, max } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { filterOptions, products } from '../../src/db/schema/index'
import { gloveAttributes, sessions, useAdminApp } from '../admin-catalog/helpers'
import { someProducts } from '../customer/helpers'
import { crawl, fetchXml, PUBLIC_URL, readAlternates, readIndex, readUrlset } from './sitemap-reader'

const ctx = useAdminApp()

const productUrl = (slug: string) => `${PUBLIC_URL}/produtos/${slug}`
const productsFile = async (app: App) => readUrlset((await fetchXml(app, '/sitemaps/products-1.xml')).body)

async function adminProduct(app: App, id: string) {
  const { admin } = await sessions(app)
  const response = await app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers })
  return { admin, attributes: response.json().data.attributes as { slug: string; version: number } }
}

describe('GET /sitemap.xml', () => {
  it('is an index of one file per kind for a catalogue under 50,000 products, cacheable and tagged', async () => {
    const response = await fetchXml(ctx.app, '/sitemap.xml')
    // One set per language: Portuguese at today's paths, English under /en (decision 032).
    expect(readIndex(response.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages-1.xml`,
      `${PUBLIC_URL}/sitemaps/categories-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/en-pages-1.xml`,
      `${PUBLIC_URL}/sitemaps/en-categories-1.xml`,
      `${PUBLIC_URL}/sitemaps/en-products-1.xml`,
    ])
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    )
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/)

    const again = await ctx.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('lists the home page, the catalogue, the contact page, the CA lookup and where to buy', async () => {
    const pages = readUrlset((await fetchXml(ctx.app, '/sitemaps/pages-1.xml')).body)
    expect(pages).toEqual([
      { loc: `${PUBLIC_URL}/` },
      { loc: `${PUBLIC_URL}/produtos` },
      { loc: `${PUBLIC_URL}/contato` },
      { loc: `${PUBLIC_URL}/consulta-ca` },
      { loc: `${PUBLIC_URL}/onde-comprar` },
    ])
  })

  it('lists the English pages under /en, each entry with its alternates in both languages and x-default', async () => {
    const xml = (await fetchXml(ctx.app, '/sitemaps/en-pages-1.xml')).body
    const locs = readUrlset(xml).map((url) => url.loc)
    expect(locs.slice(0, 3)).toEqual([
      `${PUBLIC_URL}/en`,
      `${PUBLIC_URL}/en/produtos`,
      `${PUBLIC_URL}/en/contato`,
    ])
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/en`))).toBe(true)
    expect(readAlternates(xml)[`${PUBLIC_URL}/en/produtos`]).toEqual({
      'pt-BR': `${PUBLIC_URL}/produtos`,
      en: `${PUBLIC_URL}/en/produtos`,
      'x-default': `${PUBLIC_URL}/produtos`,
    })
    // The Portuguese entries name the same alternates.
    const portuguese = readAlternates((await fetchXml(ctx.app, '/sitemaps/pages-1.xml')).body)
    expect(portuguese[`${PUBLIC_URL}/`]).toEqual({
      'pt-BR': `${PUBLIC_URL}/`,
      en: `${PUBLIC_URL}/en`,
      'x-default': `${PUBLIC_URL}/`,
    })
  })

  it('lists every product in English too, at the same slug under /en, with the same image and last change', async () => {
    const { all } = await someProducts(ctx.app)
    const english = readUrlset((await fetchXml(ctx.app, '/sitemaps/en-products-1.xml')).body)
    expect(english.map((url) => url.loc).sort()).toEqual(
      all.map((row) => `${PUBLIC_URL}/en/produtos/${row.slug}`).sort(),
    )
    const portuguese = await productsFile(ctx.app)
    const [first] = english
    const same = portuguese.find((url) => url.loc === first!.loc.replace('/en/', '/'))
    expect(same).toEqual({ ...first, loc: same!.loc })
    const alternates = readAlternates((await fetchXml(ctx.app, '/sitemaps/en-categories-1.xml')).body)
    const [category, links] = Object.entries(alternates)[0]!
    expect(category).toMatch(new RegExp(`^${PUBLIC_URL}/en/produtos\\?filter`))
    expect(links.en).toBe(category)
    expect(links['pt-BR']).toBe(category.replace('/en/', '/'))
  })

  it('lists every published product once, with its last change and its first image as the catalogue serves it', async () => {
    const { app } = ctx
    const { all } = await someProducts(app)
    const urls = await productsFile(app)
    expect(urls.map((url) => url.loc).sort()).toEqual(all.map((row) => productUrl(row.slug)).sort())

    const [row] = all
    const entry = urls.find((url) => url.loc === productUrl(row!.slug))!
    expect(entry.lastmod).toBe(row!.updatedAt.toISOString())
    const product = (await app.inject({ url: `/api/v1/products/${row!.slug}` })).json().data.attributes
    expect(entry.image).toBe(`${PUBLIC_URL}${product.images[0].url}`)
    const image = await app.inject({ url: entry.image!.replace(PUBLIC_URL, '') })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\//)
  })

  it('lists each category with a published product as the catalogue filtered by it', async () => {
    const { app } = ctx
    const rows = await app.db
      .select({ id: filterOptions.id, lastmod: max(products.updatedAt) })
      .from(filterOptions)
      .innerJoin(products, and(eq(products.category, filterOptions.id), eq(products.published, true)))
      .where(eq(filterOptions.groupId, 'categories'))
      .groupBy(filterOptions.id, filterOptions.position)
      .orderBy(filterOptions.position)
    expect(rows.length).toBeGreaterThan(1)

    const urls = readUrlset((await fetchXml(app, '/sitemaps/categories-1.xml')).body)
    expect(urls).toEqual(
      rows.map((row) => ({
        loc: `${PUBLIC_URL}/produtos?filter%5Bcategories%5D=${row.id}`,
        lastmod: row.lastmod!.toISOString(),
      })),
    )
    // The URL is the catalogue's own: its query is what the product list reads.
    const list = await app.inject({ url: `/api/v1/products?${urls[0]!.loc.split('?')[1]}` })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.length).toBeGreaterThan(0)
    expect(
      list
        .json()
        .data.every((item: { attributes: { category: string } }) => item.attributes.category === rows[0]!.id),
    ).toBe(true)
  })

  it('never lists an unpublished product', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: gloveAttributes('TS-SITEMAP-01') } },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { urls } = await crawl(app)
    expect(urls.map((url) => url.loc)).not.toContain(productUrl(created.json().data.attributes.slug))
  })

  it('follows the catalogue: an unpublished product leaves, a republished one comes back', async () => {
    const { app } = ctx
    const { other } = await someProducts(app)
    const { admin } = await adminProduct(app, other.id)
    const before = await fetchXml(app, '/sitemaps/products-1.xml')

    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${other.id}/unpublish`,
      headers: admin.headers,
    })
    expect(unpublished.statusCode, unpublished.body).toBe(200)
    const without = await fetchXml(app, '/sitemaps/products-1.xml')
    expect(readUrlset(without.body).map((url) => url.loc)).not.toContain(productUrl(other.slug))
    expect(without.headers.etag).not.toBe(before.headers.etag)

    const published = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${other.id}/publish`,
      headers: admin.headers,
    })
    expect(published.statusCode, published.body).toBe(200)
    const back = (await productsFile(app)).find((url) => url.loc === productUrl(other.slug))
    expect(back).toBeDefined()
    expect(Date.parse(back!.lastmod!)).toBeGreaterThan(other.updatedAt.getTime())
  })

  it('follows a rename: the new slug with a newer last change, the old one gone', async () => {
    const { app } = ctx
    const { sized } = await someProducts(app)
    const { admin, attributes } = await adminProduct(app, sized.id)
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${sized.id}`,
      headers: admin.headers,
      payload: {
        data: {
          type: 'products',
          attributes: { version: attributes.version, name: 'Luva Renomeada', slug: 'luva-renomeada-sitemap' },
        },
      },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)

    const urls = await productsFile(app)
    expect(urls.map((url) => url.loc)).not.toContain(productUrl(attributes.slug))
    const entry = urls.find((url) => url.loc === productUrl('luva-renomeada-sitemap'))
    expect(Date.parse(entry!.lastmod!)).toBeGreaterThan(sized.updatedAt.getTime())
  })

  it.each([
    'products-2.xml',
    'products-0.xml',
    'products-01.xml',
    'precos-1.xml',
    'en-products-2.xml',
    'fr-products-1.xml',
    'products-1',
  ])('answers /sitemaps/%s, a file it does not have, with a JSON:API 404', async (name) => {
    const response = await ctx.app.inject({ url: `/sitemaps/${name}` })
    expect(response.statusCode).toBe(404)
    expect(response.json().errors[0]).toMatchObject({
      status: '404',
      code: 'not_found',
      detail: `Sitemap ${name} não encontrado.`,
    })
  })
})
