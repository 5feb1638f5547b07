import path from 'node:path'
import {
  IMPORT_ARCHIVE_ENTRIES_MAX,
  IMPORT_ARCHIVE_UNCOMPRESSED_MAX_BYTES,
  DATASHEET_MAX_BYTES,
} from '@escudo/contracts'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { validationFailed } from '../../lib/errors'

/*
 * The optional ZIP of images and data sheets sent with an import (decision 026). Files are found by their name
 * (without folders), as the sheet's image and data-sheet cells name them. Refused before any job: paths that
 * leave the archive's root, too many entries, or declared sizes past the limits (a zip bomb); yauzl then
 * stops any entry that inflates past the size it declares, so the declaration cannot lie.
 */

/** One file is read whole into memory: no entry may be larger than the largest upload. */
export const ARCHIVE_ENTRY_MAX_BYTES = DATASHEET_MAX_BYTES

export type ImportArchive = {
  names: Set<string>
  read: (name: string) => Promise<Buffer>
  close: () => void
}

const refuse = (portuguese: string, english: string) =>
  validationFailed([{ pointer: '/archive', detail: { 'pt-BR': portuguese, en: english } }])

const unsafe = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((segment) => segment === '..')

/** Folders, and what macOS adds to the ZIPs it makes, are not files of the catalogue. */
const skipped = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.')

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error
        ? reject(refuse('O ZIP está corrompido ou não é um ZIP.', 'The ZIP is corrupt, or not a ZIP.'))
        : resolve(zip),
    ),
  )

async function entries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > IMPORT_ARCHIVE_ENTRIES_MAX)
    throw refuse(
      `O ZIP tem ${zip.entryCount} arquivos; o limite é ${IMPORT_ARCHIVE_ENTRIES_MAX}.`,
      `The ZIP holds ${zip.entryCount} files; the limit is ${IMPORT_ARCHIVE_ENTRIES_MAX}.`,
    )
  const found = new Map<string, Entry>()
  let total = 0
  await new Promise<void>((resolve, reject) => {
    // yauzl checks each name too: an absolute or `..` path is an error event.
    zip.on('error', (error: Error) =>
      reject(
        /path/i.test(error.message)
          ? refuse(
              `O ZIP tem um caminho fora da sua pasta (${error.message}).`,
              `The ZIP holds a path outside its folder (${error.message}).`,
            )
          : refuse('O ZIP está corrompido.', 'The ZIP is corrupt.'),
      ),
    )
    zip.on('end', () => resolve())
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName
      if (unsafe(name))
        return reject(
          refuse(
            `O ZIP tem um caminho fora da sua pasta: "${name}".`,
            `The ZIP holds a path outside its folder: "${name}".`,
          ),
        )
      if (!skipped(name)) {
        total += entry.uncompressedSize
        if (total > IMPORT_ARCHIVE_UNCOMPRESSED_MAX_BYTES)
          return reject(
            refuse(
              'O ZIP descompactado passa do limite de 1 GB.',
              'The unzipped ZIP is over the limit of 1 GB.',
            ),
          )
        if (entry.uncompressedSize > ARCHIVE_ENTRY_MAX_BYTES)
          return reject(
            refuse(
              `"${name}" passa de ${ARCHIVE_ENTRY_MAX_BYTES / (1024 * 1024)} MB descompactado.`,
              `"${name}" is over ${ARCHIVE_ENTRY_MAX_BYTES / (1024 * 1024)} MB unzipped.`,
            ),
          )
        if (entry.isEncrypted())
          return reject(refuse('O ZIP está protegido por senha.', 'The ZIP is password-protected.'))
        const base = path.posix.basename(name)
        if (found.has(base))
          return reject(
            refuse(`O ZIP tem dois arquivos chamados "${base}".`, `The ZIP holds two files named "${base}".`),
          )
        found.set(base, entry)
      }
      zip.readEntry()
    })
    zip.readEntry()
  })
  return found
}

/** Opens and checks the ZIP; `read` inflates one file by name. */
export async function openArchive(file: string): Promise<ImportArchive> {
  const zip = await openZip(file)
  try {
    const found = await entries(zip)
    return {
      names: new Set(found.keys()),
      read: async (name) => {
        const entry = found.get(name)
        if (!entry) throw new Error(`${name} is not in the archive`)
        const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
          zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
        )
        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        return Buffer.concat(chunks)
      },
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}
