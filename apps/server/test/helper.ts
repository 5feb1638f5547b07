import { afterAll, beforeAll, inject } from 'vitest'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp, type App, type BuildOptions } from '../src/app'
import { parseConfig, type Config } from '../src/config/env'
import { openDatabase, type DatabaseHandle } from '../src/db/client'

let recording: string[] | undefined
const onQuery = (query: string) => recording?.push(query)

/** The statements the test databases received while `work` ran, in order. */
export async function recordQueries(work: () => Promise<unknown>): Promise<string[]> {
  recording = []
  try {
    await work()
    return recording
  } finally {
    recording = undefined
  }
}

let template: Promise<Blob | undefined> | undefined

/** The migrated PGlite data directory of this run (global-setup.ts), read once per test file. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate')
    return file ? new Blob([await readFile(file)]) : undefined
  })()
  return template
}

/**
 * The database the integration tests run on: an in-memory PGlite by default,
 * or a fresh schema in the PostgreSQL of DATABASE_URL, dropped at the end, so
 * the same suite proves both and reruns start clean.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const template = await pgliteTemplate()
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', onQuery, ...(template ? { template } : {}) })
  }

  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4, onQuery })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`)
      await client.end()
    },
  }
}

// A fixed secret, so no test writes DATA_DIR/jwt-secret into the working tree.
const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long'

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    // The demo seed's registry import is tested where it is asserted (seed/demo-registry-import.test.ts).
    SEED_CA_REGISTRY: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    // Pages render on the HTTP thread unless a test asks for the pool (test/pages): no threads per app.
    RENDER_THREADS: '0',
    ...overrides,
  })
}

/** Builds the app on a shared database without listening; close it in afterAll. */
export async function buildTestApp(
  database: DatabaseHandle,
  overrides: NodeJS.ProcessEnv = {},
  options: Omit<BuildOptions, 'database' | 'logger'> = {},
): Promise<App> {
  const app = await buildApp(testConfig(overrides), { ...options, database, logger: false })
  await app.ready()
  return app
}

export async function makeTempDir(
  prefix = 'escudo-test-',
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/**
 * One app on one database for a whole test file, with the demo catalogue seeded at start:
 * `const ctx = useCatalogApp()` then `ctx.app` and `ctx.database` inside tests.
 */
export function useCatalogApp() {
  const context = {} as { app: App; database: DatabaseHandle }
  beforeAll(async () => {
    context.database = await openTestDatabase()
    context.app = await buildTestApp(context.database, { SEED: 'demo' })
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}
