import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { isUtf8MimeType, mime } from '@fastify/send'

export type StaticEncoding = 'br' | 'gzip' | 'identity'

/** One encoding of a built file, with the headers every response of it carries. */
export type StaticVariant = {
  encoding: StaticEncoding
  body: Buffer
  etag: string
  /** The security headers, ETag, Last-Modified, Cache-Control and Vary: also on a 304. */
  validators: Record<string, string>
  /** Those, Content-Type, Content-Encoding, Accept-Ranges and Content-Length: the whole file's answer. */
  whole: Record<string, string>
}

/** A built file held in memory in every encoding built for it. */
export type LoadedFile = {
  lastModified: number
  identity: StaticVariant
  br?: StaticVariant | undefined
  gzip?: StaticVariant | undefined
}

export type StaticHeaders = {
  cacheControl: (relative: string) => string
  /** The security headers a response of this content type carries. */
  security: (contentType: string) => Record<string, string>
}

/** A file of the built web app, as listed at start. */
export type StaticFile = {
  relative: string
  contentType: string
  /** Its security headers, for answers from disk. */
  security: Record<string, string>
  /** Loaded on its first request (null: it stays on disk); `load()` loads it once. */
  loaded: LoadedFile | null | undefined
  load: () => Promise<LoadedFile | null>
}

/** Source maps are read by developer tools only: they stay on disk, as does anything unexpectedly large. */
const ON_DISK = /\.map$/
const MAX_IN_MEMORY = 4 * 1024 * 1024
const EXTENSIONS = { br: '.br', gzip: '.gz' } as const

function* filesOf(root: string, relative = ''): Generator<string> {
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    // Dot files and folders (.vite/manifest.json) are the build's own, not the site's.
    if (entry.name.startsWith('.')) continue
    const name = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) yield* filesOf(root, name)
    else if (entry.isFile()) yield name
  }
}

function contentTypeOf(file: string) {
  const type = mime.getType(file) ?? 'application/octet-stream'
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type
}

/**
 * Reads one file and the variants the build wrote beside it, and works out the headers each answer carries
 * (security headers included). ETags are strong, from the bytes (one per encoding), so every server of one
 * build agrees on them.
 */
async function load(
  root: string,
  file: StaticFile,
  encoded: ('br' | 'gzip')[],
  headers: StaticHeaders,
): Promise<LoadedFile | null> {
  const full = path.join(root, file.relative)
  const { size, mtimeMs } = await stat(full)
  if (ON_DISK.test(file.relative) || size > MAX_IN_MEMORY) return null
  const lastModified = Math.floor(mtimeMs / 1000) * 1000
  const common = {
    ...file.security,
    'last-modified': new Date(lastModified).toUTCString(),
    'cache-control': headers.cacheControl(file.relative),
    ...(encoded.length > 0 ? { vary: 'Accept-Encoding' } : {}),
  }
  const variant = async (encoding: StaticEncoding): Promise<StaticVariant> => {
    const body = await readFile(encoding === 'identity' ? full : full + EXTENSIONS[encoding])
    const validators = {
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      ...common,
    }
    const whole = {
      ...validators,
      'content-type': file.contentType,
      'accept-ranges': 'bytes',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(body.length),
    }
    return { encoding, body, etag: validators.etag, validators, whole }
  }
  const [identity, br, gzip] = await Promise.all([
    variant('identity'),
    encoded.includes('br') ? variant('br') : undefined,
    encoded.includes('gzip') ? variant('gzip') : undefined,
  ])
  return { lastModified, identity, br, gzip }
}

/**
 * Lists the built web app once, at start (index.html is read then too), keyed by URL path (`/favicon.svg`): each
 * file with the .br and .gz variants the build wrote beside it (apps/web/build/precompress.ts). A variant is not
 * a URL of its own, and files added to the folder later are not served (a new build comes with a restart). Each
 * file is read into memory on its first request and kept, but the source maps, which stay on disk.
 */
export function listStaticFiles(root: string, headers: StaticHeaders): Map<string, StaticFile> {
  const names = new Set(filesOf(root))
  const isVariant = (name: string) =>
    Object.values(EXTENSIONS).some((ext) => name.endsWith(ext) && names.has(name.slice(0, -ext.length)))
  const files = new Map<string, StaticFile>()
  for (const relative of names) {
    if (isVariant(relative)) continue
    const encoded = (['br', 'gzip'] as const).filter((encoding) => names.has(relative + EXTENSIONS[encoding]))
    const contentType = contentTypeOf(relative)
    let loading: Promise<LoadedFile | null> | undefined
    const file: StaticFile = {
      relative,
      contentType,
      security: headers.security(contentType),
      loaded: undefined,
      load: () =>
        (loading ??= load(root, file, encoded, headers).then(
          (loaded) => (file.loaded = loaded),
          // Gone since the start (or unreadable): from disk, which answers what is there now.
          () => (file.loaded = null),
        )),
    }
    files.set(`/${relative}`, file)
  }
  return files
}
