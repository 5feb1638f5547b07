import { parseArgs } from 'node:util'
import { describeManifest, withoutPassword } from '../apps/server/src/backup/describe'
import { restoreBackup, type RestoreTarget } from '../apps/server/src/backup/restore-backup'
import { parseConfig } from '../apps/server/src/config/env'
import { describeStorage, openStorage } from '../apps/server/src/storage/open'
import { failWith, UsageError } from './backup-cli'

/**
 * `npm run restore -- <file> [--force]`: restores an archive of `npm run backup` into the database and storage
 * of the server's environment (DATABASE_URL or DATA_DIR, STORAGE_URL, AWS_*), which must be empty unless
 * --force: then the database is replaced (PostgreSQL: in the restore's transaction; embedded: the old data dir
 * is kept aside) and the archive's files are written over the storage. Every checksum, the schema version and
 * the target are checked before anything is written; the restored rows are counted against the manifest.
 * Then start the server: it applies the migrations that came after the archive's.
 */
const { values: flags, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})

async function main() {
  const [file, ...rest] = positionals
  if (!file || rest.length > 0) throw new UsageError('usage: npm run restore -- <file> [--force]')
  const config = parseConfig(process.env)
  const target: RestoreTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir }
  const storage = await openStorage(config.storage)
  try {
    const report = await restoreBackup({ file, target, storage, force: flags.force })
    const into = target.kind === 'postgres' ? withoutPassword(target.url) : target.dataDir
    const lines = [
      `restored ${file} into ${into} and ${describeStorage(config.storage)}`,
      ...describeManifest(report.manifest),
      `every table has the archive's row count; ${report.files} files written`,
      ...(report.filesAlreadyThere > 0
        ? [
            `${report.filesAlreadyThere} files were in the storage before: those the archive did not hold stay, and npm run storage:sweep removes the ones no row points to`,
          ]
        : []),
      ...(report.keptAside ? [`the embedded database that was there is kept in ${report.keptAside}`] : []),
      'start the server: it applies the schema migrations that came after the archive, if any',
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    await storage.close()
  }
}

main().catch(failWith('restore'))
