import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { inject } from 'vitest'
import { userTables, type Executor } from '../../src/backup/database-facts'
import type { RestoreTarget } from '../../src/backup/restore-backup'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import type { FileStorage } from '../../src/storage/types'
import { createFreshDatabase } from '../scale/fresh-database'
import { repoRoot } from '../server-process'

const postgresUrl = process.env.DATABASE_URL || undefined

/** A database of its own for a test: a new PostgreSQL database, or an embedded one in a new DATA_DIR. */
export type TestPlace = {
  dataDir: string
  /** DATABASE_URL of the new database; undefined on PGlite. */
  url: string | undefined
  /** Where a restore into this place goes. */
  target: RestoreTarget
  /** Opens its database (PGlite: takes DATA_DIR's lock; close before another process opens it). */
  open: (options?: { migrated?: boolean }) => Promise<DatabaseHandle>
  remove: () => Promise<void>
}

/**
 * A fresh place. `migrated` PGlite places start from the run's migrated template (global-setup.ts), ~0.5 s
 * instead of a new cluster's ~3 s; an empty place has no database until something opens or restores one.
 */
export async function newPlace(prefix: string): Promise<TestPlace> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `escudo-${prefix}-`))
  const fresh = postgresUrl ? await createFreshDatabase(postgresUrl, `escudo_${prefix}`) : undefined
  return {
    dataDir,
    url: fresh?.url,
    target: fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite', dataDir },
    async open({ migrated = false } = {}) {
      if (fresh) {
        const handle = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 })
        if (migrated) await handle.migrate()
        return handle
      }
      const template = migrated ? await pgliteTemplate() : undefined
      return openDatabase({ kind: 'pglite', dataDir, ...(template ? { template } : {}) })
    },
    async remove() {
      await fresh?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate')
  return file ? new Blob([await readFile(file)]) : undefined
}

/** Every row of every table, as text, sorted: two databases with equal answers hold the same data. */
export async function tableContents(db: Executor): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {}
  for (const table of await userTables(db)) {
    const result = (await db.execute(
      sql.raw(`select t::text as row from ${table.quoted} t order by 1`),
    )) as unknown as { rows: { row: string }[] }
    contents[table.name] = result.rows.map((row) => row.row)
  }
  return contents
}

/** Every stored file: its content type and SHA-256, by key. */
export async function storedFiles(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for await (const listed of storage.list()) {
    if (listed.temporary) continue
    const object = await storage.get(listed.key)
    const hash = createHash('sha256')
    for await (const chunk of object!.stream) hash.update(chunk as Buffer)
    files[listed.key] = `${object!.contentType} ${hash.digest('hex')}`
  }
  return files
}

/** `npm run backup` / `npm run restore` as an operator runs them, with `env` over this process's. */
export async function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts', `${script}.ts`), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    if (typeof failed.code !== 'number') throw error
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/** The environment of a script on `place`: its database, its DATA_DIR. */
export const placeEnv = (place: TestPlace, storageUrl?: string): NodeJS.ProcessEnv => ({
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.url ?? '',
  STORAGE_URL: storageUrl ?? '',
  NODE_ENV: 'test',
})
