import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { RegistryFileError } from './read-registry'
import { REGISTRY_ENTRY_NAME } from './registry-format'

/** The registry text inside an uploaded file (the bare TXT, or the one entry of the ministry's ZIP). */
export type RegistrySource = {
  kind: 'zip' | 'txt'
  /** Bytes of registry text (the entry's uncompressed size for a ZIP). */
  bytes: number
  /** A fresh stream of the registry text, from its start. */
  open: () => Promise<Readable>
  close: () => void
}

/** The published ZIP holds one file; a few more (a readme) are tolerated, thousands are an attack. */
const MAX_ZIP_ENTRIES = 16

/** The registry text is larger than the limit (too big to import). */
export class RegistryTooLargeError extends Error {
  override name = 'RegistryTooLargeError'
}

/**
 * Opens an uploaded file as the registry: a ZIP (by its signature) must hold `tgg_export_caepi.txt`, whose
 * declared size must be within `maxBytes` (yauzl then stops a stream that inflates past what the entry
 * declares, so a zip bomb cannot lie its way past the check); anything else must be text.
 */
export async function openRegistryFile(filePath: string, maxBytes: number): Promise<RegistrySource> {
  const head = await firstBytes(filePath, 4096)
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return openZip(filePath, maxBytes)
  if (head.includes(0)) throw new RegistryFileError('notRegistryFile')
  const { size } = await stat(filePath)
  if (size > maxBytes) throw new RegistryTooLargeError()
  return {
    kind: 'txt',
    bytes: size,
    open: async () => createReadStream(filePath, { highWaterMark: 256 * 1024 }),
    close: () => undefined,
  }
}

async function firstBytes(filePath: string, count: number): Promise<Buffer> {
  const handle = await open(filePath, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const { bytesRead } = await handle.read(buffer, 0, count, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

async function openZip(filePath: string, maxBytes: number): Promise<RegistrySource> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (error, file) =>
      error ? reject(new RegistryFileError('zipCorrupt')) : resolve(file),
    ),
  )
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES)
      throw new RegistryFileError('zipTooManyFiles', { files: zip.entryCount })
    const entry = await findEntry(zip)
    if (!entry) throw new RegistryFileError('zipWithoutRegistry', { entry: REGISTRY_ENTRY_NAME })
    if (entry.uncompressedSize > maxBytes) throw new RegistryTooLargeError()
    if (entry.isEncrypted()) throw new RegistryFileError('zipEncrypted')
    return {
      kind: 'zip',
      bytes: entry.uncompressedSize,
      open: () =>
        new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
        ),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

function findEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (path.posix.basename(entry.fileName).toLowerCase() === REGISTRY_ENTRY_NAME) resolve(entry)
      else zip.readEntry()
    })
    zip.on('end', () => resolve(undefined))
    zip.on('error', () => reject(new RegistryFileError('zipCorrupt')))
    zip.readEntry()
  })
}
