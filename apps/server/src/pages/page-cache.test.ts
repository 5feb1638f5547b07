import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachedPage, createPageCache } from './page-cache'

const page = async (text: string, mark: { generation: number; checkedAt: number }) =>
  cachedPage({ status: 200, body: Buffer.from(text), reads: [], viewed: [], searched: [], ...mark })

describe('createPageCache', () => {
  it('keeps pages within its byte budget, dropping the least recently used', async () => {
    const cache = createPageCache({ maxBytes: 26_000, checkAfterMs: 10_000 })
    // Random text compresses little: a page takes 8 KB, about 22 KB once asked in every encoding.
    const noise = () =>
      Array.from({ length: 8_000 }, () => String.fromCharCode(33 + Math.random() * 90)).join('')
    const a = await page(noise(), cache.mark())
    cache.set('a', a)
    cache.set('b', await page(noise(), cache.mark()))
    // Stored uncompressed: both fit.
    expect(cache.stats()).toMatchObject({ pages: 2 })
    expect(cache.stats().bytes).toBeLessThan(18_000)
    // Each encoding asked for is counted when it is made: past the budget, the least recently used goes.
    for (const encoding of ['br', 'gzip'] as const) await a.body(encoding)
    expect(cache.get('a')).toBe(a)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.stats().bytes).toBeGreaterThan(18_000)
    expect(cache.stats().bytes).toBeLessThanOrEqual(26_000)
  })

  it('compresses a page only in the encodings asked for', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, checkAfterMs: 10_000 })
    const stored = await page('<p>olá</p>'.repeat(500), cache.mark())
    cache.set('p', stored)
    const plain = cache.stats().bytes
    expect(gunzipSync(await stored.body('gzip')).toString()).toBe('<p>olá</p>'.repeat(500))
    const withGzip = cache.stats().bytes
    expect(withGzip).toBeGreaterThan(plain)
    expect(await stored.body('gzip')).toBe(await stored.body('gzip')) // made once, then kept
    expect(cache.stats().bytes).toBe(withGzip)
  })

  it('asks for a check after a write, and after checkAfterMs without one', async () => {
    let now = 1_000
    const cache = createPageCache({ maxBytes: 1_000_000, checkAfterMs: 10_000, now: () => now })
    const stored = await page('<p>x</p>', cache.mark())
    expect(cache.isCurrent(stored)).toBe(true)
    now += 9_999
    expect(cache.isCurrent(stored)).toBe(true)
    now += 1
    expect(cache.isCurrent(stored)).toBe(false)
    Object.assign(stored, cache.mark())
    expect(cache.isCurrent(stored)).toBe(true)
    cache.changed()
    expect(cache.isCurrent(stored)).toBe(false)
  })
})
