import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { MANIFEST_ENTRY, type Manifest, type Part } from './manifest'

/** Adds one entry of `size` bytes read from `source`; resolves with its checksum once it is in the archive. */
export type AddPart = (name: string, size: number, source: Readable, contentType?: string) => Promise<Part>

/**
 * Writes a gzip'd tar to `file`, streaming: `fill` adds the parts one at a time and answers the manifest's
 * other fields; the manifest, with every part's size and SHA-256, goes last. The archive is written under a
 * temporary name, flushed to disk and renamed, so `file` is a whole archive or nothing.
 */
export async function writeArchive(
  file: string,
  fill: (add: AddPart) => Promise<Omit<Manifest, 'parts'>>,
): Promise<{ manifest: Manifest; size: number }> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  )
  const pack = tar.pack()
  // The owner's alone: it holds customers' data, password hashes and tokens' hashes.
  const written = pipeline(pack, createGzip(), createWriteStream(temporary, { flags: 'wx', mode: 0o600 }))
  // Whichever fails first, the other must not be left unobserved.
  written.catch(() => undefined)
  try {
    const parts: Part[] = []
    const add: AddPart = async (name, size, source, contentType) => {
      const hash = createHash('sha256')
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          done(null, chunk)
        },
      })
      await pipeline(source, hashing, pack.entry({ name, size, mode: 0o644 }))
      const part: Part = { name, size, sha256: hash.digest('hex'), ...(contentType ? { contentType } : {}) }
      parts.push(part)
      return part
    }
    const manifest: Manifest = { ...(await fill(add)), parts }
    pack.entry({ name: MANIFEST_ENTRY, mode: 0o644 }, `${JSON.stringify(manifest, null, 2)}\n`)
    pack.finalize()
    await written
    const size = await flush(temporary)
    await rename(temporary, file)
    return { manifest, size }
  } catch (error) {
    pack.destroy()
    await written.catch(() => undefined)
    await rm(temporary, { force: true })
    throw error
  }
}

/** fsync: the archive is on disk before it gets its final name (a crash then leaves the old file or the new). */
async function flush(file: string): Promise<number> {
  const handle = await open(file, 'r+')
  try {
    await handle.sync()
    return (await handle.stat()).size
  } finally {
    await handle.close()
  }
}
