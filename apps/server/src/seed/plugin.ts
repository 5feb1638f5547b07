import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runSeed } from './run-seed'

/** Seeds the catalogue (SEED=demo or synthetic:N) after the migrations, on the first start only. */
async function seed(app: FastifyInstance) {
  const result = await runSeed(app.db, app.config.seed, new Date(), app.storage)
  if (result.seeded) app.log.info({ seed: app.config.seed, ...result }, 'catalogue seeded')
}

export default fp(seed, { name: 'seed', dependencies: ['db', 'storage'] })
