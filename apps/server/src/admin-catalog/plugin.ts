import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import bulkActions from './bulk-actions/bulk-actions-repository'
import caCheckRepository from './ca-checks/ca-checks-repository'
import distributorRepository from './distributors/distributors-repository'
import bannerRepository from './home/banners-repository'
import highlightRepository from './home/highlights-repository'
import importJobs from './imports/imports-repository'
import caStateAnnouncer from './products/ca-state-announcer'
import productRepository from './products/products-repository'
import searchAnalytics from './search-analytics/search-analytics-repository'
import searchRuleRepository from './search-rules/search-rules-repository'
import searchSynonymRepository from './search-synonyms/search-synonyms-repository'
import taxonomyRepository from './taxonomy/taxonomy-repository'

/**
 * The back office catalogue's repositories: products, taxonomy, the home page's banners and highlights,
 * distributors, spreadsheet imports, bulk actions, CA checks, the search's synonym sets, rules and analytics (in this order: imports need the taxonomy, bulk actions
 * the products).
 */
async function adminCatalog(app: FastifyInstance) {
  await app.register(productRepository)
  await app.register(caStateAnnouncer)
  await app.register(taxonomyRepository)
  await app.register(bannerRepository)
  await app.register(distributorRepository)
  await app.register(highlightRepository)
  await app.register(importJobs)
  await app.register(bulkActions)
  await app.register(caCheckRepository)
  await app.register(searchSynonymRepository)
  await app.register(searchRuleRepository)
  await app.register(searchAnalytics)
}

export default fp(adminCatalog, {
  name: 'admin-catalog',
  dependencies: ['db', 'clock', 'storage', 'catalog-index', 'webhooks'],
})
