import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sweepStorage, type SweepReport } from '../apps/server/src/admin-ops/storage-sweep'
import { parseConfig, type Config } from '../apps/server/src/config/env'
import { openDatabase } from '../apps/server/src/db/client'
import { describeStorage, openStorage } from '../apps/server/src/storage/open'

/**
 * `npm run storage:sweep [-- --dry-run] [-- --force]`: removes uploaded files no row points to and temporary
 * files that writes left behind, both when older than an hour, and prints what it removed. It reads the same
 * environment as the server (DATABASE_URL or DATA_DIR, STORAGE_URL, AWS_*). Beside running servers it needs
 * PostgreSQL: the embedded database is one process's, so stop the server before sweeping with it.
 */
const { values: flags } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, force: { type: 'boolean', default: false } },
})

async function openDatabaseOf(config: Config) {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
  // Opening a missing embedded database would create an empty one, and an empty database points to no file.
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new Error(`No embedded database in ${config.dataDir}: set DATA_DIR or DATABASE_URL.`)
  }
  return openDatabase({ kind: 'pglite', dataDir: config.dataDir })
}

function print(report: SweepReport, where: string) {
  const verb = report.dryRun ? 'would remove' : 'removed'
  const lines = [
    `storage: ${where}${report.dryRun ? ' (dry run: nothing removed)' : ''}`,
    `scanned ${report.scanned} files`,
    `${verb} ${report.removed.length} files no row points to`,
    ...report.removed.map((key) => `  ${key}`),
    `${verb} ${report.temporaryRemoved.length} temporary files of unfinished writes`,
    ...report.temporaryRemoved.map((key) => `  ${key}`),
    `kept ${report.keptRecent.length} recent files no row points to yet (younger than an hour)`,
    `kept ${report.unknown.length} files outside products/, datasheets/ and banners/`,
    ...report.unknown.map((key) => `  ${key}`),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function main() {
  const config = parseConfig(process.env)
  const database = await openDatabaseOf(config)
  const storage = await openStorage(config.storage)
  try {
    const report = await sweepStorage({
      db: database.db,
      storage,
      dryRun: flags['dry-run'],
      force: flags.force,
    })
    print(report, describeStorage(config.storage))
  } finally {
    await storage.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`storage:sweep failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
