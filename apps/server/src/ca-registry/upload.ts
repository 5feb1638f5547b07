import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type SavedUpload = { filePath: string; remove: () => Promise<void> }

/**
 * Writes an uploaded file to a temporary folder of its own, streaming (the registry is hundreds of MB):
 * the import reads it from there, and removes it when done. `through` sees the bytes on the way (a hash, a cap).
 */
export async function saveUpload(stream: Readable, ...through: Transform[]): Promise<SavedUpload> {
  const dir = await mkdtemp(path.join(tmpdir(), 'escudo-caepi-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  const filePath = path.join(dir, 'upload')
  try {
    await pipeline([stream, ...through, createWriteStream(filePath)])
    return { filePath, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

/** Hashes the bytes on their way to the file (SHA-256): the daily fetch skips a file the registry in use came from. */
export function sha256Through() {
  const hash = createHash('sha256')
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    },
  })
  return { through, hex: () => hash.digest('hex') }
}
