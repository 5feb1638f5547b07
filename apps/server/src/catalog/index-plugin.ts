import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { eachDayInBrazil } from '../lib/brazil-daily'
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
  const index = createCatalogIndex(app.db, { now: app.now })
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
  // A new CA registry in use changes every product's CA check: recorded with the switch, rebuilt after it.
  app.caRegistry.whenSwitched(async (tx, importId) => {
    const seq = await feed.record(tx, 'ca-registry', importId)
    return () => feed.applyOwnRebuild(seq, 'ca-registry')
  })
  // CA states move with the date (valid, expiring within 90 days, expired): each process rebuilds its index
  // just after midnight in Brazil, when the cards' states change.
  const daily = eachDayInBrazil(
    0,
    () => feed.applyOwnRebuild(feed.status().applied, 'ca-registry'),
    app.log,
    'daily catalogue refresh',
    1000,
  )
  app.addHook('onReady', () => feed.start())
  app.addHook('onClose', async () => {
    daily.stop()
    await feed.close()
  })
}

export default fp(catalogIndex, { name: 'catalog-index', dependencies: ['db', 'seed', 'ca-registry'] })
