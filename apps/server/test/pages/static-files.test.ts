import { mkdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'
import { parsePrometheusText, valueOf } from '../operations/prometheus-text'

/**
 * The built web app as the build leaves it (apps/web/build/precompress.ts writes .br and .gz beside each
 * compressible file that shrinks), served from memory in the encoding the browser accepts.
 */
let database: DatabaseHandle
let app: App
let temp: Awaited<ReturnType<typeof makeTempDir>>

const script = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, name: 'Luva nitrílica' })))}`,
)
const favicon = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(20)}</svg>`,
)
// Larger than @fastify/compress's 1 KiB threshold, with no variant built: it must go out as it is.
const uncompressed = Buffer.from(`console.log(${JSON.stringify('escudo '.repeat(400))})`)
const sourceMap = Buffer.from(JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) }))
const SCRIPT = '/assets/index-abc123.js'
const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
]
const MODIFIED = new Date('2026-01-02T03:04:05Z')

async function built(relative: string, content: Buffer, variants = true) {
  const file = path.join(temp.dir, relative)
  await writeFile(file, content)
  if (variants) {
    await writeFile(`${file}.br`, brotliCompressSync(content))
    await writeFile(`${file}.gz`, gzipSync(content))
  }
  for (const name of variants ? [file, `${file}.br`, `${file}.gz`] : [file])
    await utimes(name, MODIFIED, MODIFIED)
}

beforeAll(async () => {
  temp = await makeTempDir()
  await mkdir(path.join(temp.dir, 'assets'))
  await mkdir(path.join(temp.dir, '.vite'))
  await writeFile(
    path.join(temp.dir, 'index.html'),
    '<!doctype html><title>Escudo EPI</title><div id="root"></div>',
  )
  await built('assets/index-abc123.js', script)
  await built('assets/plain-def456.js', uncompressed, false)
  await built('assets/index-abc123.js.map', sourceMap)
  await built('favicon.svg', favicon)
  await writeFile(path.join(temp.dir, '.vite', 'manifest.json'), '{"secret":"build manifest"}')
  database = await openTestDatabase()
  app = await buildTestApp(database, { WEB_DIST: temp.dir })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await temp?.remove()
})

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers })

describe('built files by Accept-Encoding', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0.5, gzip', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s gets the %s file built for it', async (accept, encoding, decompress) => {
    for (const [url, original, type] of [
      [SCRIPT, script, /^(application|text)\/javascript; charset=utf-8$/],
      ['/favicon.svg', favicon, /^image\/svg\+xml$/],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accept })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers['content-type']).toMatch(type)
      expect(response.headers.vary).toMatch(/^accept-encoding$/i)
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
      expect(response.rawPayload.length).toBeLessThan(original.length)
      expect(decompress(response.rawPayload).equals(original)).toBe(true)
    }
  })

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %s gets the file as it is, still saying it varies',
    async (accept) => {
      const response = await get(SCRIPT, accept === undefined ? {} : { 'accept-encoding': accept })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.headers.vary).toMatch(/^accept-encoding$/i)
      expect(response.rawPayload.equals(script)).toBe(true)
    },
  )

  it('never compresses per request: a file the build left uncompressed goes out as it is', async () => {
    const response = await get('/assets/plain-def456.js', { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toBeUndefined()
    expect(response.rawPayload.equals(uncompressed)).toBe(true)
  })

  it('serves a source map from disk in its built encoding', async () => {
    const response = await get(`${SCRIPT}.map`, { 'accept-encoding': 'br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).equals(sourceMap)).toBe(true)
  })

  it('serves an SVG (which a browser may open as a document) with every security header', async () => {
    const svg = await get('/favicon.svg')
    const page = await get('/api/v1/health')
    for (const name of SECURITY_HEADERS) expect(svg.headers[name]).toBe(page.headers[name])
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'")
    expect(svg.headers['x-frame-options']).toBe('DENY')
    expect(svg.headers['permissions-policy']).toContain('camera=()')
  })

  it('serves a script with the security headers a browser reads on one, and no document-only ones', async () => {
    const js = await get(SCRIPT, { 'accept-encoding': 'br' })
    // nosniff and CORP guard subresources; a worker script runs under its own response's CSP and referrer policy.
    expect(js.headers['x-content-type-options']).toBe('nosniff')
    expect(js.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(js.headers['content-security-policy']).toContain("default-src 'self'")
    expect(js.headers['referrer-policy']).toBe('no-referrer')
    for (const name of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(js.headers[name]).toBeUndefined()
  })

  it('sends Strict-Transport-Security on files served over HTTPS only', async () => {
    expect((await get(SCRIPT)).headers['strict-transport-security']).toBeUndefined()
    // From a trusted proxy (TRUST_PROXY is loopback, and inject comes from 127.0.0.1) that terminated TLS.
    const https = await get(SCRIPT, { 'x-forwarded-proto': 'https' })
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('serves neither the variant files on their own nor dot files', async () => {
    expect((await get(`${SCRIPT}.br`)).statusCode).toBe(404)
    const manifest = await get('/.vite/manifest.json', { accept: 'text/html' })
    expect(manifest.body).not.toContain('build manifest')
  })
})

describe('caching', () => {
  it('caches hashed names for a year, immutable, and nothing else', async () => {
    expect((await get(SCRIPT)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const favicon = await get('/favicon.svg')
    expect(favicon.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    expect(favicon.headers.etag).toBeDefined()
    expect(favicon.headers['last-modified']).toBe(MODIFIED.toUTCString())
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache')
  })

  it('answers 304 to an If-None-Match naming the encoding it would send, and 200 otherwise', async () => {
    const br = await get(SCRIPT, { 'accept-encoding': 'br' })
    const identity = await get(SCRIPT)
    expect(br.headers.etag).not.toBe(identity.headers.etag)

    for (const ifNoneMatch of [
      br.headers.etag!,
      `W/${br.headers.etag}`,
      `"other", ${br.headers.etag}`,
      '*',
    ]) {
      const again = await get(SCRIPT, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(br.headers.etag)
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(again.headers.vary).toMatch(/^accept-encoding$/i)
    }
    // The browser's copy is the brotli one: a gzip-only client must get its own bytes.
    const other = await get(SCRIPT, { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! })
    expect(other.statusCode).toBe(200)
    expect(gunzipSync(other.rawPayload).equals(script)).toBe(true)
  })

  it('answers 304 to If-Modified-Since without If-None-Match', async () => {
    const since = { 'if-modified-since': MODIFIED.toUTCString() }
    expect((await get('/favicon.svg', since)).statusCode).toBe(304)
    const earlier = { 'if-modified-since': new Date(MODIFIED.getTime() - 1000).toUTCString() }
    expect((await get('/favicon.svg', earlier)).statusCode).toBe(200)
    expect((await get('/favicon.svg', { ...since, 'if-none-match': '"old"' })).statusCode).toBe(200)
  })
})

describe('HEAD and ranges', () => {
  it('answers HEAD with the headers of the GET and no body', async () => {
    const full = await get(SCRIPT, { 'accept-encoding': 'br' })
    const head = await get(SCRIPT, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.rawPayload.length).toBe(0)
    for (const name of [
      'content-length',
      'content-type',
      'content-encoding',
      'etag',
      'vary',
      'cache-control',
    ])
      expect(head.headers[name]).toBe(full.headers[name])
  })

  it('answers a byte range with 206 and those bytes', async () => {
    const response = await get(SCRIPT, { range: 'bytes=10-29' })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes 10-29/${script.length}`)
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.rawPayload.equals(script.subarray(10, 30))).toBe(true)

    const suffix = await get(SCRIPT, { range: 'bytes=-5' })
    expect(suffix.statusCode).toBe(206)
    expect(suffix.rawPayload.equals(script.subarray(-5))).toBe(true)
  })

  it('answers 416 to a range past the end, and the whole file to a backwards range or an If-Range naming another version', async () => {
    const past = await get(SCRIPT, { range: `bytes=${script.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${script.length}`)

    const backwards = await get(SCRIPT, { range: 'bytes=20-10' })
    expect(backwards.statusCode).toBe(200)
    expect(backwards.rawPayload.equals(script)).toBe(true)

    const changed = await get(SCRIPT, { range: 'bytes=0-9', 'if-range': '"an-old-build"' })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.equals(script)).toBe(true)
    const { etag } = (await get(SCRIPT)).headers
    expect((await get(SCRIPT, { range: 'bytes=0-9', 'if-range': etag! })).statusCode).toBe(206)
    const modified = MODIFIED.toUTCString()
    expect((await get(SCRIPT, { range: 'bytes=0-9', 'if-range': modified })).statusCode).toBe(206)
  })
})

describe('metrics', () => {
  it('counts and times static files like every other request', async () => {
    const before = parsePrometheusText((await get('/metrics')).body)
    const labels = { method: 'GET', route: '/*', status_code: '200' }
    const count = valueOf(before, 'http_request_duration_seconds_count', labels) ?? 0
    await get('/favicon.svg')
    await get(SCRIPT, { 'accept-encoding': 'br' })
    const after = parsePrometheusText((await get('/metrics')).body)
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBe(count + 2)
  })
})
