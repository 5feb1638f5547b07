import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readArchive } from '../apps/server/src/backup/archive-reader'
import { describeManifest, formatBytes, withoutPassword } from '../apps/server/src/backup/describe'
import { BackupRefusedError } from '../apps/server/src/backup/manifest'
import { takeBackup } from '../apps/server/src/backup/take-backup'
import { parseConfig, type Config } from '../apps/server/src/config/env'
import { openDatabase } from '../apps/server/src/db/client'
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock'
import { describeStorage, openStorage } from '../apps/server/src/storage/open'
import { appVersion, failWith, UsageError } from './backup-cli'

/**
 * `npm run backup -- <file>`: one archive (tar.gz) of the database, dumped at one moment, every uploaded file
 * and a manifest with a SHA-256 per part (decision record 043). It reads the server's environment (DATABASE_URL
 * or DATA_DIR, STORAGE_URL, AWS_*). On PostgreSQL it runs beside running servers (pg_dump from PATH); the
 * embedded database is one process's, so stop the server first.
 * `npm run backup -- --verify <file>`: reads an archive through, checks every checksum and prints what it holds;
 * exit code 1 when it is damaged.
 */
const { values: flags, positionals } = parseArgs({
  options: { verify: { type: 'boolean', default: false } },
  allowPositionals: true,
})

async function openSource(config: Config) {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
  // Opening a missing embedded database would create an empty one, and back that up.
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new BackupRefusedError(`no embedded database in ${config.dataDir}: set DATA_DIR or DATABASE_URL`)
  }
  try {
    return await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new BackupRefusedError(
      `the embedded database is in use, and it takes one process: stop the server, back up, start it again (${error.message})`,
    )
  }
}

async function backup(file: string) {
  const started = performance.now()
  const config = parseConfig(process.env)
  const database = await openSource(config)
  const storage = await openStorage(config.storage)
  try {
    const report = await takeBackup({ database, databaseUrl: config.databaseUrl, storage, file, appVersion })
    const source = config.databaseUrl ? withoutPassword(config.databaseUrl) : config.dataDir
    const lines = [
      `backup: ${report.file} (${formatBytes(report.size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      `from ${source} and ${describeStorage(config.storage)}`,
      ...describeManifest(report.manifest),
      ...(report.skippedFiles.length > 0
        ? [`${report.skippedFiles.length} files were deleted while the backup ran (not in it):`]
        : []),
      ...report.skippedFiles.map((key) => `  ${key}`),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    await storage.close()
    await database.close()
  }
}

async function verify(file: string) {
  const manifest = await readArchive(file)
  const lines = [
    `${file}: every part matches its SHA-256 in the manifest (${manifest.parts.length} parts)`,
    ...describeManifest(manifest, { tables: true }),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function main() {
  const [file, ...rest] = positionals
  if (!file || rest.length > 0) {
    throw new UsageError('usage: npm run backup -- <file>, or npm run backup -- --verify <file>')
  }
  await (flags.verify ? verify(file) : backup(file))
}

main().catch(failWith(flags.verify ? 'backup --verify' : 'backup'))
