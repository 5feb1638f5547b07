import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import webConfig from './apps/web/vite.config.ts'

// With DATABASE_URL set, the server's database tests run a second time, on that PostgreSQL (each file in a
// schema of its own, dropped at its end); without it, on the embedded PGlite only. Everything else runs once.
const postgresUrl = process.env.DATABASE_URL || undefined

// Test files that never open a database (or that test the embedded one only): not run again on PostgreSQL.
const EMBEDDED_OR_NO_DATABASE = [
  'test/admin-catalog/cut-options.test.ts',
  'test/ca-registry/read-registry.test.ts',
  'test/db/data-dir-lock.test.ts',
  'test/db/embedded-durability.test.ts',
  'test/db/one-server-per-data-dir.test.ts',
  'test/db/power-cut-model.test.ts',
  'test/db/power-cut.test.ts',
  'test/pages/render-pool.test.ts',
  'test/seo/sitemap-xml.test.ts',
  'test/storage/drivers.test.ts',
]

/**
 * Web test files that need a module graph of their own: those that replace a module with `vi.mock` (a graph
 * shared with other files would ignore it), and those that read state other files leave in shared modules.
 */
const WEB_OWN_MODULES = [
  'src/components/language-switcher.test.tsx',
  'src/lib/leave-english-pages.test.tsx',
  'src/lib/use-url-language.test.tsx',
  // Stores of earlier files keep their session channels open in a shared module graph.
  'src/lib/session/session-channel.test.ts',
]

/** The web app's tests as apps/web/vite.config.ts sets them up, with `test` changed, as a project of this run. */
function webTests(
  name: string,
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration {
  const web = webConfig({ command: 'serve', mode: 'test' })
  return { ...web, root: './apps/web', test: { ...web.test, ...test, name } }
}

/** The server's integration tests (apps/server/test) on one database. */
function serverTests(
  name: string,
  databaseUrl: string,
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: './apps/server',
      environment: 'node',
      include: ['test/**/*.test.ts'],
      exclude,
      env: { DATABASE_URL: databaseUrl },
      // One module graph per worker instead of one per file: each file still opens its own database and app.
      isolate: false,
      // PGlite: one migrated database dumped once per run, which each file's database loads (~0.5 s).
      globalSetup: databaseUrl ? [] : ['./test/global-setup.ts'],
      // Password hashing at a test cost.
      setupFiles: ['./test/setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. Much of a server test's time waits on
    // PostgreSQL, a child process or a timer, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-api',
          root: './packages/demo-api',
          environment: 'node',
        },
      },
      {
        // The server's unit tests, beside their modules: no database.
        test: {
          name: 'server-unit',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Real-cost password hashing and property runs share the two cores with the database projects.
          testTimeout: 20_000,
        },
      },
      serverTests('server', ''),
      ...(postgresUrl ? [serverTests('server-postgres', postgresUrl, EMBEDDED_OR_NO_DATABASE)] : []),
      // The web app's tests in jsdom, without per-file isolation (one module graph per worker, a new document per
      // file): ~3× faster. Some files need their own module graph (WEB_OWN_MODULES).
      webTests('web', { isolate: false, exclude: [...configDefaults.exclude, ...WEB_OWN_MODULES] }),
      webTests('web-isolated', { include: WEB_OWN_MODULES }),
    ],
  },
})
