import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createCatalogIndex } from './catalog-index'
import { createChangeFeed, type ChangeFeed } from './change-feed'
import type { CatalogSearch } from './search/types'

declare module 'fastify' {
  interface FastifyInstance {
    catalogIndex: CatalogSearch
    catalogChanges: ChangeFeed
  }
}

export type CatalogIndexOptions = {
  changePollMs?: number
  /** false: the change feed records and hears nothing (see `BuildOptions.changeFeed`). */
  changeFeed?: boolean
}

/**
 * Builds the catalogue's search index from the database before the server takes requests, and keeps it
 * in line with the writes of every process through the change feed.
 */
async function catalogIndex(app: FastifyInstance, options: CatalogIndexOptions) {
  const index = createCatalogIndex(app.db)
  const feed = createChangeFeed({
    db: app.db,
    index,
    log: app.log,
    connectListener: app.database.connectListener,
    ...(options.changePollMs ? { pollMs: options.changePollMs } : {}),
    ...(options.changeFeed === false ? { enabled: false } : {}),
  })
  await feed.mark()
  const { products, ms } = await index.rebuild()
  // The benchmark reads this line for the build time.
  app.log.info({ products, ms }, 'catalogue index built')
  app.decorate('catalogIndex', index)
  app.decorate('catalogChanges', feed)
  app.addHook('onReady', () => feed.start())
  app.addHook('onClose', () => feed.close())
}

export default fp(catalogIndex, { name: 'catalog-index', dependencies: ['db', 'seed'] })
