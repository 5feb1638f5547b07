import { describe, expect, it } from 'vitest'
import { cachedPage, createPageCache } from './page-cache'

const page = async (text: string, mark: { generation: number; checkedAt: number }) =>
  cachedPage({ status: 200, body: Buffer.from(text), reads: [], viewed: [], ...mark })

describe('createPageCache', () => {
  it('keeps pages within its byte budget, dropping the least recently used', async () => {
    const cache = createPageCache({ maxBytes: 40_000, checkAfterMs: 10_000 })
    // Random text compresses little: each page takes about 3 × 8 KB with its encodings.
    const noise = () =>
      Array.from({ length: 8_000 }, () => String.fromCharCode(33 + Math.random() * 90)).join('')
    await cache.set('a', await page(noise(), cache.mark()))
    await cache.set('b', await page(noise(), cache.mark()))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    expect(cache.stats().bytes).toBeLessThanOrEqual(40_000)
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
