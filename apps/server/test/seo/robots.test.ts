import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'
import { fetchXml, PUBLIC_URL, readIndex, readUrlset } from './sitemap-reader'

/**
 * An empty catalogue behind a built web app (a stand-in index.html, and a robots.txt in it as a stale build
 * might have): the crawler routes must win over the app's catch-all and its static files. PUBLIC_URL ends in a
 * slash, as an operator may write it.
 */
const context = {} as { app: App; database: DatabaseHandle; temp: Awaited<ReturnType<typeof makeTempDir>> }
beforeAll(async () => {
  context.temp = await makeTempDir()
  await mkdir(path.join(context.temp.dir, 'assets'))
  await writeFile(path.join(context.temp.dir, 'index.html'), '<!doctype html><title>Escudo EPI</title>')
  await writeFile(path.join(context.temp.dir, 'robots.txt'), 'User-agent: *\nDisallow:\n')
  context.database = await openTestDatabase()
  context.app = await buildTestApp(context.database, {
    WEB_DIST: context.temp.dir,
    PUBLIC_URL: `${PUBLIC_URL}/`,
  })
})
afterAll(async () => {
  await context.app?.close()
  await context.database?.close()
  await context.temp?.remove()
})

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back office, the dashboard, account and sign-in pages and the API', async () => {
    const response = await context.app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers.etag).toBeDefined()
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /api/v1/products/*/images/',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /entrar',
        'Disallow: /cadastro',
        'Disallow: /esqueci-a-senha',
        'Disallow: /redefinir-senha',
        'Disallow: /convite',
        'Disallow: /minha-conta',
        'Disallow: /favoritos',
        'Disallow: /orcamento',
        // The same pages at their English addresses (decision 032).
        'Disallow: /en/admin',
        'Disallow: /en/dashboard',
        'Disallow: /en/entrar',
        'Disallow: /en/cadastro',
        'Disallow: /en/esqueci-a-senha',
        'Disallow: /en/redefinir-senha',
        'Disallow: /en/convite',
        'Disallow: /en/minha-conta',
        'Disallow: /en/favoritos',
        'Disallow: /en/orcamento',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })

  it('answers HEAD like GET', async () => {
    const response = await context.app.inject({ method: 'HEAD', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  })
})

describe('the sitemaps of an empty catalogue', () => {
  it('list the static pages only, and the first products file is an empty list', async () => {
    const index = readIndex((await fetchXml(context.app, '/sitemap.xml')).body)
    expect(index).toEqual([`${PUBLIC_URL}/sitemaps/pages-1.xml`, `${PUBLIC_URL}/sitemaps/en-pages-1.xml`])
    expect(readUrlset((await fetchXml(context.app, '/sitemaps/products-1.xml')).body)).toEqual([])
    expect(readUrlset((await fetchXml(context.app, '/sitemaps/categories-1.xml')).body)).toEqual([])
  })
})
