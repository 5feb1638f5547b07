import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tar file) that each test file's database starts from. */
    pgliteTemplate?: string
  }
}

/**
 * Global setup of the server's tests on PGlite: migrates one empty database and dumps its data directory, so
 * each test file's database loads that copy (~0.5 s) instead of creating a cluster and migrating it (~3 s).
 * `pgliteTemplate()` (helper.ts) reads it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'escudo-pglite-template-'))
  const file = path.join(dir, 'migrated.tar')
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  try {
    await database.migrate()
    await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('pgliteTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
