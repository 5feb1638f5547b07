import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import tar from 'tar-stream'
import { BackupRefusedError, DamagedArchiveError, MANIFEST_ENTRY, Manifest, type Part } from './manifest'

/** One part as it is read: `stream` must be consumed (or left to the reader, which drains it). */
export type PartReader = (part: Part, stream: Readable) => Promise<void>

/**
 * Reads the archive once, streaming: checks every part against the manifest at its end (size and SHA-256,
 * no part missing, none unknown) and answers the manifest. Throws DamagedArchiveError for anything wrong.
 * With `expected` (the manifest of an earlier pass), each part is handed to `onPart` as it comes, checked
 * again as it is read: a file changed between two passes is caught too.
 */
export async function readArchive(
  file: string,
  { expected, onPart }: { expected?: Manifest; onPart?: PartReader } = {},
): Promise<Manifest> {
  const extract = tar.extract()
  const source = pipeline(createReadStream(file), createGunzip(), extract)
  source.catch(() => undefined)
  const seen: Part[] = []
  let manifest: Manifest | undefined
  try {
    for await (const entry of extract) {
      const { name, size = 0 } = entry.header
      if (manifest) throw new DamagedArchiveError(`${name} comes after the manifest`)
      if (name === MANIFEST_ENTRY) {
        manifest = parseManifest((await readAll(entry)).toString('utf8'))
        continue
      }
      const known = expected?.parts[seen.length]
      if (expected && known?.name !== name)
        throw new DamagedArchiveError(`${name} is not in the manifest here`)
      const { stream, digest } = hashed(entry)
      if (known && onPart) {
        try {
          await onPart(known, stream)
        } catch (error) {
          throw new PartFailure(error)
        }
      }
      stream.resume()
      const part = { name, size, sha256: await digest }
      if (known) checkPart(part, known)
      seen.push(part)
    }
    await source
    if (!manifest)
      throw new DamagedArchiveError('it has no manifest: the backup did not finish or the file was cut')
    compare(seen, manifest)
    return manifest
  } catch (error) {
    extract.destroy()
    await source.catch(() => undefined)
    throw describe(file, error)
  }
}

/** The entry (a tar-stream stream) as a Node.js stream, hashed as it is read. */
function hashed(entry: AsyncIterable<unknown>) {
  const hash = createHash('sha256')
  const source = Readable.from(entry, { objectMode: false })
  const stream = source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        done(null, chunk)
      },
    }),
  )
  const digest = new Promise<string>((resolve, reject) => {
    stream.on('end', () => resolve(hash.digest('hex')))
    stream.on('error', reject)
    source.on('error', reject)
  })
  return { stream, digest }
}

/** A whole part in memory: the manifest, an uploaded file (a few megabytes), the embedded database's dump. */
export async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function parseManifest(json: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new DamagedArchiveError('its manifest is not JSON')
  }
  const result = Manifest.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new DamagedArchiveError(
      `its manifest is not an Escudo backup's (${issue.path.join('.')}: ${issue.message})`,
    )
  }
  return result.data
}

function checkPart(read: Pick<Part, 'name' | 'size' | 'sha256'>, listed: Part) {
  if (read.size !== listed.size) {
    throw new DamagedArchiveError(`${read.name} has ${read.size} bytes, the manifest says ${listed.size}`)
  }
  if (read.sha256 !== listed.sha256) {
    throw new DamagedArchiveError(`${read.name} does not match its SHA-256 in the manifest`)
  }
}

function compare(seen: Part[], manifest: Manifest) {
  const read = new Map(seen.map((part) => [part.name, part]))
  for (const listed of manifest.parts) {
    const part = read.get(listed.name)
    if (!part) throw new DamagedArchiveError(`${listed.name} is in the manifest but not in the archive`)
    checkPart(part, listed)
    read.delete(listed.name)
  }
  const [extra] = read.keys()
  if (extra !== undefined) throw new DamagedArchiveError(`${extra} is in the archive but not in the manifest`)
}

/** What `onPart` threw (a restore that failed): passed on as it is, never taken for a damaged archive. */
class PartFailure extends Error {
  constructor(readonly failure: unknown) {
    super('a part could not be restored')
  }
}

function describe(file: string, error: unknown): unknown {
  if (error instanceof PartFailure) return error.failure
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    return new BackupRefusedError(`${file}: no such file`)
  if (error instanceof DamagedArchiveError)
    return new DamagedArchiveError(`${file} is damaged: ${error.message}`)
  if (error instanceof BackupRefusedError) return error
  // zlib (a flipped byte, a cut file) and tar (a bad header) errors: the archive cannot be read.
  const reason = error instanceof Error ? error.message : String(error)
  return new DamagedArchiveError(`${file} is damaged: ${reason}`)
}
