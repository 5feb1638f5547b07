import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createCatalogIndex } from './catalog-index'
import type { CatalogSearch } from './search/types'

declare module 'fastify' {
  interface FastifyInstance {
    catalogIndex: CatalogSearch
  }
}

/** Builds the catalogue's search index from the database before the server takes requests. */
async function catalogIndex(app: FastifyInstance) {
  const index = createCatalogIndex(app.db)
  const { products, ms } = await index.rebuild()
  // The benchmark reads this line for the build time.
  app.log.info({ products, ms }, 'catalogue index built')
  app.decorate('catalogIndex', index)
}

export default fp(catalogIndex, { name: 'catalog-index', dependencies: ['db', 'seed'] })
