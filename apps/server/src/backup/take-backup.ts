import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseHandle } from '../db/client'
import type { FileStorage } from '../storage/types'
import { writeArchive, type AddPart } from './archive-writer'
import { dumpDatabase } from './database-dump'
import {
  BackupRefusedError,
  DATABASE_ENTRY,
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  type Manifest,
} from './manifest'

export type BackupOptions = {
  database: DatabaseHandle
  /** PostgreSQL: the URL pg_dump connects to (DATABASE_URL). */
  databaseUrl?: string
  storage: FileStorage
  /** Where the archive goes; nothing is written under this name until it is whole. */
  file: string
  appVersion: string
  now?: () => Date
}

export type BackupReport = { file: string; size: number; manifest: Manifest; skippedFiles: string[] }

/**
 * One archive of everything a brand needs back: the database dumped at one moment, then every uploaded
 * file, then the manifest. Files are copied after the database's snapshot: a file deleted in between (an
 * image replaced during the backup) is not in the archive and is reported in `skippedFiles`; its row had
 * changed after the snapshot too.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupReport> {
  const { database, storage, file } = options
  const now = options.now ?? (() => new Date())
  await checkDestination(file)
  // Beside the archive, where its space was planned, rather than in a small /tmp.
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.parts-`))
  const skippedFiles: string[] = []
  try {
    const createdAt = now().toISOString()
    const written = await writeArchive(file, async (add) => {
      const dump = path.join(work, DATABASE_ENTRY)
      const facts = await dumpDatabase(database, options.databaseUrl, dump)
      await add(DATABASE_ENTRY, (await stat(dump)).size, createReadStream(dump))
      await rm(dump)
      skippedFiles.push(...(await addFiles(storage, add)))
      return {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt,
        appVersion: options.appVersion,
        database: facts,
      }
    })
    return { file, ...written, skippedFiles }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function checkDestination(file: string) {
  const directory = path.dirname(path.resolve(file))
  const [folder, existing] = await Promise.all([
    stat(directory).catch(() => undefined),
    stat(file).catch(() => undefined),
  ])
  if (!folder?.isDirectory()) {
    throw new BackupRefusedError(`${directory} is not a directory: create it, or write the archive elsewhere`)
  }
  if (existing?.isDirectory()) throw new BackupRefusedError(`${file} is a directory: name the archive's file`)
}

/** Every stored file, streamed one at a time; answers the keys listed but gone before they could be read. */
async function addFiles(storage: FileStorage, add: AddPart): Promise<string[]> {
  const keys: string[] = []
  for await (const listed of storage.list()) if (!listed.temporary) keys.push(listed.key)
  keys.sort()
  const gone: string[] = []
  for (const key of keys) {
    const object = await storage.get(key)
    if (!object) {
      gone.push(key)
      continue
    }
    await add(`${FILES_PREFIX}${key}`, object.size, object.stream, object.contentType)
  }
  return gone
}
