import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, makeTempDir, openTestDatabase } from '../helper'
import { STAND_IN_INDEX } from '../scale/stand-in-web-build'

/**
 * One app per test file on the demo catalogue whose web build is a stand-in: `index.html` and an
 * `entry-server.mjs` whose source is `renderer` (a renderPage with the web app's contract), in a temporary
 * folder removed at the end; `env` adds environment.
 */
export function useStandInApp(renderer: string, env: NodeJS.ProcessEnv = {}, index = STAND_IN_INDEX) {
  const context = {} as { app: App; database: DatabaseHandle; temp: Awaited<ReturnType<typeof makeTempDir>> }
  beforeAll(async () => {
    context.temp = await makeTempDir()
    await writeFile(path.join(context.temp.dir, 'index.html'), index)
    await writeFile(path.join(context.temp.dir, 'entry-server.mjs'), renderer)
    context.database = await openTestDatabase()
    context.app = await buildTestApp(context.database, {
      WEB_DIST: context.temp.dir,
      WEB_SSR: path.join(context.temp.dir, 'entry-server.mjs'),
      SEED: 'demo',
      ...env,
    })
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
    await context.temp?.remove()
  })
  return context
}
