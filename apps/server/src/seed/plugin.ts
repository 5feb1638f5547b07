import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { vacuumEmbedded } from '../db/embedded-vacuum'
import { importDemoRegistry } from './demo-registry-import'
import { runSeed, syntheticCount } from './run-seed'

/**
 * Seeds the catalogue (SEED=demo or synthetic:N) after the migrations, on the first start only. The demo seed
 * also imports its CA registry snapshot (SEED_CA_REGISTRY) once every plugin is in place, so the catalogue hears
 * of the switch to it like any import's.
 */
async function seed(app: FastifyInstance) {
  const today = new Date()
  const result = await runSeed(app.db, app.config.seed, today, app.storage)
  if (!result.seeded) return
  app.log.info({ seed: app.config.seed, ...result }, 'catalogue seeded')
  // Thousands of rows at once: the embedded database's counts and plans need its vacuum now, not tonight.
  if (syntheticCount(app.config.seed) !== undefined) await vacuumEmbedded(app.database)
  if (app.config.seed === 'demo' && app.config.seedCaRegistry)
    app.addHook('onReady', () => importDemoRegistry(app.caRegistry, app.log, today))
}

export default fp(seed, { name: 'seed', dependencies: ['db', 'storage', 'ca-registry'] })
