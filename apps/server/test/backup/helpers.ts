import { execFile } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGunzip, createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import tar from 'tar-stream'
import { inject } from 'vitest'
import { readAll } from '../../src/backup/archive-reader'
import { userTables, type Executor } from '../../src/backup/database-facts'
import type { Manifest } from '../../src/backup/manifest'
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
 * A fresh place. PGlite places start from a template (~0.5 s instead of a new cluster's ~3 s): the run's migrated
 * one (global-setup.ts) when `migrated`, else an empty cluster made from it, which restores use too.
 */
export async function newPlace(prefix: string): Promise<TestPlace> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `escudo-${prefix}-`))
  const fresh = postgresUrl ? await createFreshDatabase(postgresUrl, `escudo_${prefix}`) : undefined
  const empty = fresh ? undefined : await emptyCluster()
  return {
    dataDir,
    url: fresh?.url,
    target: fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite', dataDir, template: empty },
    async open({ migrated = false } = {}) {
      if (fresh) {
        const handle = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 })
        if (migrated) await handle.migrate()
        return handle
      }
      const template = migrated ? await pgliteTemplate() : empty
      const opened = existsSync(path.join(dataDir, 'pglite'))
      return openDatabase({ kind: 'pglite', dataDir, ...(template && !opened ? { template } : {}) })
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

let emptyTemplate: Promise<Blob> | undefined

/** A cluster with no table, made once per file from the migrated template. */
function emptyCluster(): Promise<Blob> {
  emptyTemplate ??= (async () => {
    const template = await pgliteTemplate()
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory://',
      ...(template ? { template } : {}),
    })
    try {
      await database.pglite!.exec(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      )
      return await database.dumpDataDir!()
    } finally {
      await database.close()
    }
  })()
  return emptyTemplate
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

/**
 * A copy of a (small) archive with parts changed or left out by `edit`, still a well-formed tar.gz. With `reseal`,
 * the manifest's sizes and checksums are brought in line with the edited parts: a sound archive of bad content.
 */
export async function repack(
  from: string,
  to: string,
  edit: (name: string, data: Buffer) => Buffer | undefined,
  { reseal = false } = {},
): Promise<void> {
  const extract = tar.extract()
  const reading = pipeline(createReadStream(from), createGunzip(), extract)
  const parts: [string, Buffer][] = []
  for await (const entry of extract) parts.push([entry.header.name, await readAll(entry)])
  await reading
  const edited = parts.flatMap(([name, data]) => {
    const result = edit(name, data)
    return result ? [[name, result] as [string, Buffer]] : []
  })
  if (reseal) {
    const manifest = edited.find(([name]) => name === 'manifest.json')!
    const parsed = JSON.parse(manifest[1].toString()) as Manifest
    for (const part of parsed.parts) {
      const data = edited.find(([name]) => name === part.name)![1]
      part.size = data.length
      part.sha256 = createHash('sha256').update(data).digest('hex')
    }
    manifest[1] = Buffer.from(JSON.stringify(parsed))
  }
  const pack = tar.pack()
  const writing = pipeline(pack, createGzip(), createWriteStream(to))
  for (const [name, data] of edited) pack.entry({ name }, data)
  pack.finalize()
  await writing
}
