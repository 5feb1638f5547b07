import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import type { DatabaseHandle } from '../src/db/client'
import { buildTestApp, makeTempDir, openTestDatabase } from './helper'

let database: DatabaseHandle
let app: App
let temp: Awaited<ReturnType<typeof makeTempDir>>

const script = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  temp = await makeTempDir()
  await mkdir(path.join(temp.dir, 'assets'))
  await writeFile(
    path.join(temp.dir, 'index.html'),
    '<!doctype html><title>Escudo EPI</title><div id="root"></div>',
  )
  await writeFile(path.join(temp.dir, 'assets', 'index-abc123.js'), script)
  await writeFile(path.join(temp.dir, 'assets', 'index-abc123.js.gz'), gzipSync(script))
  await writeFile(path.join(temp.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  database = await openTestDatabase()
  app = await buildTestApp(database, { WEB_DIST: temp.dir })
})

afterAll(async () => {
  await app.close()
  await database.close()
  await temp.remove()
})

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toMatch(/javascript/)
  })

  it('sends the precompressed file to a browser that accepts gzip', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.rawPayload.length).toBeLessThan(script.length)
  })

  it('keeps files that are not hashed briefly, then revalidates them', async () => {
    const response = await app.inject({ url: '/favicon.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
  })

  it.each(['/', '/catalogo/luvas?filter[categories]=luva', '/admin', '/dashboard/apps/todo'])(
    'answers the app route %s with index.html, never cached stale',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    },
  )

  it('answers a missing hashed asset with 404, not the page', async () => {
    const response = await app.inject({ url: '/assets/old-chunk-123.js' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/json/)
  })

  it('keeps unknown API paths as JSON:API 404s', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(404)
    expect(response.json().errors[0].status).toBe('404')
  })
})

describe('a search a rule sends elsewhere (issue 36)', () => {
  it('answers the catalogue page of that search with a 302 to the page, in its language', async () => {
    const rule = {
      match: 'exact' as const,
      pins: [],
      hidden: [],
      startsAt: null,
      endsAt: null,
      enabled: true,
    }
    await app.searchRuleRepository.create({
      ...rule,
      language: 'pt-BR',
      query: 'consulta ca',
      redirect: '/consulta-ca',
    })
    await app.searchRuleRepository.create({
      ...rule,
      language: 'en',
      query: 'CA lookup',
      redirect: '/en/consulta-ca',
    })
    const portuguese = await app.inject({ url: '/produtos?filter[q]=Consulta%20CA' })
    expect(portuguese.statusCode).toBe(302)
    expect(portuguese.headers.location).toBe('/consulta-ca')
    const english = await app.inject({ url: '/en/produtos?filter[q]=ca+lookup&sort=name' })
    expect(english.statusCode).toBe(302)
    expect(english.headers.location).toBe('/en/consulta-ca')
    // Another search, or the rule's words on the other language's page: the page itself.
    expect((await app.inject({ url: '/produtos?filter[q]=luva' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/en/produtos?filter[q]=consulta%20ca' })).statusCode).toBe(200)
  })
})
