import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { SearchNote } from '../catalog/search-recorder'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** An API request a render made, and a digest of its answer (status and bytes). */
export type DataRead = { url: string; headers: Record<string, string>; digest: string }

export type Encoding = 'br' | 'gzip' | 'identity'

/** A rendered page, kept with what it was rendered from. */
export type CachedPage = {
  status: number
  /** The page's bytes in `encoding`: compressed once, on first demand, then kept. */
  body: (encoding: Encoding) => Promise<Buffer>
  /** The bytes held so far, in every encoding. */
  bytes: () => number
  /** Called when an encoding was added to the page (its cache counts the bytes anew). */
  grown?: () => void
  /** The identity body's digest: the strong ETag's base. */
  hash: string
  /** The page is reused while each of these answers the same. */
  reads: DataRead[]
  /** Products whose page view the render counted (it read their detail): a reuse counts them again. */
  viewed: string[]
  /** The searches the page shows: a reuse counts them again, as the visitor's own list request would. */
  searched: SearchNote[]
  /** The generation, and the time (ms), at which the reads were last known to answer the same. */
  generation: number
  checkedAt: number
}

export const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity']

/** A digest of an answer: equal digests, equal answers. */
export const digestOf = (status: number, body: Buffer) =>
  createHash('sha256').update(String(status)).update('\n').update(body).digest('base64url')

/** Brotli's quality for pages: about gzip's speed with a smaller result; done once per page, not per request. */
export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

const compress = (encoding: Encoding, body: Buffer) =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : encoding === 'gzip'
      ? gzipAsync(body, { level: GZIP_LEVEL })
      : Promise.resolve(body)

/**
 * The page, its bytes compressed when an encoding is first asked for (zlib's threads do it, not this one):
 * browsers ask for br, a few clients for gzip or none, so most pages are compressed once.
 */
export function cachedPage({
  body,
  ...page
}: Omit<CachedPage, 'body' | 'bytes' | 'hash' | 'grown'> & { body: Buffer }): CachedPage {
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(body)]])
  const sizes = new Map<Encoding, number>([['identity', body.length]])
  const cached: CachedPage = {
    ...page,
    hash: createHash('sha256').update(body).digest('base64url').slice(0, 32),
    body(encoding) {
      let compressed = bodies.get(encoding)
      if (!compressed) {
        compressed = compress(encoding, body).then((bytes) => {
          sizes.set(encoding, bytes.length)
          cached.grown?.()
          return bytes
        })
        bodies.set(encoding, compressed)
      }
      return compressed
    },
    bytes: () => [...sizes.values()].reduce((sum, size) => sum + size, 0),
  }
  return cached
}

export type PageCacheOptions = {
  /** The most the pages may take in memory, all encodings and their bookkeeping counted. */
  maxBytes: number
  /**
   * How long a page is reused without checking its reads, when nothing was written meanwhile: what changes
   * with time alone (a banner's window opens, a CA expires) or through another process outside the
   * catalogue (a comment) shows within this time.
   */
  checkAfterMs: number
  now?: () => number
}

/**
 * Rendered pages by language and URL (an LRU bounded by bytes), and a generation that every write moves: each
 * write this process answers and each catalogue change it applies from another process. A page stored at an
 * older generation, or checked longer ago than `checkAfterMs`, is checked before it is served again (its
 * reads asked anew): when every read answers the same it is served, otherwise it is rendered again. So a page
 * never shows data older than the last write this process has applied, and a write re-renders only the pages
 * whose data it changed.
 */
export function createPageCache({ maxBytes, checkAfterMs, now = Date.now }: PageCacheOptions) {
  let generation = 0
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (page) =>
      page.bytes() + page.reads.reduce((sum, read) => sum + read.url.length + 160, 0) + 256,
  })
  return {
    /** A write was applied here: every page stored so far is checked before its reuse. */
    changed() {
      generation += 1
    },
    /** Where a page read from now on stands: store it with this. */
    mark: () => ({ generation, checkedAt: now() }),
    /** Whether `page` may be served without checking its reads. */
    isCurrent: (page: CachedPage) => page.generation === generation && now() - page.checkedAt < checkAfterMs,
    get: (key: string) => pages.get(key),
    /** Keeps `page`; each encoding compressed later is counted when it is added. */
    set(key: string, page: CachedPage) {
      page.grown = () => {
        // Counted again (lru-cache counts an entry when it is set with another value: so out, then in);
        // a page dropped or replaced meanwhile stays so.
        if (pages.peek(key) !== page) return
        pages.delete(key)
        pages.set(key, page)
      }
      pages.set(key, page)
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  }
}

export type PageCache = ReturnType<typeof createPageCache>
