import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { eachDayInBrazil } from '../../lib/brazil-daily'
import { caStateChanges } from './ca-state-changes'
import { productStore } from './product-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** `product.ca_state_changed`: compares now and announces what changed (tests; daily and at start). */
    caStateChanges: { runNow: () => Promise<number> }
  }
}

/**
 * The CA states' announcements (`ca-state-changes.ts`): in the transaction that puts a new registry in use,
 * and by every process at start and just after midnight in Brazil (when the date moves states); the
 * compare-and-set on each product's row lets one process announce each change.
 */
async function plugin(app: FastifyInstance) {
  const changes = caStateChanges({
    webhooks: app.webhooks,
    read: productStore(app.db, app.catalogChanges).read,
  })
  // One comparison at a time in this process: a call waits for the one running (the start's, the daily one).
  let running: Promise<unknown> = Promise.resolve()
  const runNow = () => {
    const run = running.then(async () => {
      const started = performance.now()
      const announced = await changes.run(app.db, app.now())
      app.log.info({ ms: Math.round(performance.now() - started), announced }, 'CA states compared')
      return announced
    })
    running = run.catch((error: unknown) => app.log.warn({ err: error }, 'CA state comparison failed'))
    return run
  }
  app.decorate('caStateChanges', { runNow })
  app.caRegistry.whenSwitched(async (tx) => {
    await changes.runIn(tx, app.now())
    return async () => app.webhooks.kick()
  })
  // Two seconds after the catalogue's own refresh at midnight (catalog/index-plugin.ts).
  const daily = eachDayInBrazil(
    0,
    async () => void (await runNow()),
    app.log,
    'daily CA state comparison',
    2000,
  )
  // A server that was down at midnight announces at its start what the date changed meanwhile. Not awaited: it
  // reads every product (and, on a first start, records every first state), which a large catalogue should not
  // make the start wait for; a later run (a test's, the daily one) waits for it.
  app.addHook('onReady', async () => void runNow().catch(() => undefined))
  app.addHook('onClose', async () => {
    daily.stop()
    await running
  })
}

export default fp(plugin, {
  name: 'ca-state-announcer',
  dependencies: ['db', 'clock', 'ca-registry', 'catalog-index', 'webhooks'],
})
