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
  const daily = refreshEachDay(() => feed.applyOwnRebuild(feed.status().applied, 'ca-registry'), app.log)
  app.addHook('onReady', () => feed.start())
  app.addHook('onClose', async () => {
    daily.stop()
    await feed.close()
  })
}

/**
 * CA states move with the date (valid, expiring within 90 days, expired): each process rebuilds its index
 * just after midnight in Brazil (-03:00, no daylight saving since 2019), when the cards' states change.
 */
function refreshEachDay(refresh: () => Promise<void>, log: FastifyInstance['log']) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const schedule = () => {
    if (stopped) return
    const now = Date.now()
    const nextMidnight = Math.floor((now - BRAZIL_OFFSET_MS) / DAY_MS + 1) * DAY_MS + BRAZIL_OFFSET_MS
    timer = setTimeout(
      () => {
        refresh()
          .catch((error: unknown) => log.warn({ err: error }, 'daily catalogue refresh failed'))
          .finally(schedule)
      },
      nextMidnight - now + 1000,
    )
    timer.unref()
  }
  schedule()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
const DAY_MS = 86_400_000
const BRAZIL_OFFSET_MS = 3 * 3600_000

export default fp(catalogIndex, { name: 'catalog-index', dependencies: ['db', 'seed', 'ca-registry'] })
