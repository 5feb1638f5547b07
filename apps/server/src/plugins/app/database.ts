import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/env'
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client'
import { EMBEDDED_VACUUM_HOUR, vacuumEmbedded } from '../../db/embedded-vacuum'
import { eachDayInBrazil } from '../../lib/brazil-daily'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    database: DatabaseHandle
  }
}

export type DatabasePluginOptions = {
  config: Config
  /** A handle opened by the caller (tests share one per file); it is then not closed here. */
  handle?: DatabaseHandle
}

async function database(app: FastifyInstance, { config, handle }: DatabasePluginOptions) {
  const owned = !handle
  const database =
    handle ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ))
  try {
    await database.migrate()
  } catch (error) {
    if (owned) await database.close()
    throw error
  }
  app.decorate('db', database.db)
  app.decorate('database', database)
  if (owned && database.kind === 'pglite') {
    // No autovacuum in PGlite: one vacuum a night keeps counts and plans fast (see vacuumEmbedded).
    const nightly = eachDayInBrazil(
      EMBEDDED_VACUUM_HOUR,
      () => vacuumEmbedded(database),
      app.log,
      'nightly vacuum of the embedded database',
    )
    app.addHook('onClose', () => nightly.stop())
  }
  if (owned) app.addHook('onClose', async () => database.close())
}

export default fp(database, { name: 'db' })
