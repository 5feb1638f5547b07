import type { FileStorage } from '../storage/types'
import { readAll, readArchive } from './archive-reader'
import { prepareDatabase, type RestoreTarget } from './database-target'
import { BackupRefusedError, DATABASE_ENTRY, FILES_PREFIX, type Manifest } from './manifest'
import { assertRestorable } from './schema-version'

export type { RestoreTarget } from './database-target'

export type RestoreOptions = {
  file: string
  target: RestoreTarget
  storage: FileStorage
  /** Replace a non-empty database, and write the archive's files over a non-empty storage. */
  force?: boolean
}

export type RestoreReport = {
  manifest: Manifest
  /** Rows per table of the restored database (the manifest's, checked). */
  tables: Record<string, number>
  files: number
  /** Files in the storage before: those the archive did not hold stay (the sweep removes the ones no row uses). */
  filesAlreadyThere: number
  /** Where --force moved the embedded database that was there. */
  keptAside: string | undefined
}

/**
 * Restores an archive into an empty database and storage, or over them with `force`. Reads the archive twice:
 * first every checksum, the schema and the targets are checked, and nothing is written before all pass; then
 * the dump is loaded and the files written, each checked again as it is read. Finally the restored rows are
 * counted against the manifest.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { file, target, storage } = options
  const manifest = await readArchive(file)
  await assertRestorable(manifest.database.migration)
  if (manifest.database.kind !== target.kind) {
    throw new BackupRefusedError(
      `the archive holds ${kindName(manifest.database.kind)} and the target is ${kindName(target.kind)}: restore it with DATABASE_URL ${manifest.database.kind === 'postgres' ? 'set to a PostgreSQL database' : 'unset'}`,
    )
  }
  const database = await prepareDatabase(target)
  try {
    const filesAlreadyThere = await countFiles(storage)
    const taken = [
      database.contents,
      filesAlreadyThere > 0 && `the storage holds ${filesAlreadyThere} files`,
    ].filter(Boolean)
    if (taken.length > 0 && !options.force) {
      throw new BackupRefusedError(
        `the target is not empty: ${taken.join('; ')}. Restore into an empty database and storage, or add --force to replace the database and write the archive's files over the storage`,
      )
    }
    let files = 0
    try {
      await readArchive(file, {
        expected: manifest,
        onPart: async (part, stream) => {
          if (part.name === DATABASE_ENTRY) return database.load(stream, Boolean(options.force))
          const key = part.name.slice(FILES_PREFIX.length)
          // One file at a time in memory: the storage's put takes a whole upload, as the app's own writes do.
          await storage.put(key, await readAll(stream), part.contentType ?? 'application/octet-stream')
          files++
        },
      })
    } catch (error) {
      await database.discard()
      throw error
    }
    const tables = await database.count()
    checkCounts(tables, manifest.database.tables)
    return { manifest, tables, files, filesAlreadyThere, keptAside: database.keptAside() }
  } finally {
    await database.close()
  }
}

const kindName = (kind: RestoreTarget['kind']) =>
  kind === 'postgres' ? 'a PostgreSQL database' : 'an embedded (PGlite) database'

async function countFiles(storage: FileStorage): Promise<number> {
  let count = 0
  for await (const file of storage.list()) if (!file.temporary) count++
  return count
}

function checkCounts(restored: Record<string, number>, listed: Record<string, number>) {
  const wrong = Object.entries(listed)
    .filter(([table, rows]) => restored[table] !== rows)
    .map(
      ([table, rows]) => `${table}: ${restored[table] ?? 'no table'} rows restored, ${rows} in the archive`,
    )
  if (wrong.length > 0)
    throw new Error(`the restored database differs from the archive's counts: ${wrong.join('; ')}`)
}
