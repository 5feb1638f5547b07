import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '../../../config/paths'

/** A lazily loaded back-office page (the area's namespaces are loaded with the layout). */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
})

/** The catalogue pages of the back office: products (and their import), taxonomy, banners, highlights. */
export const catalogRoutes: RouteObject[] = [
  page(paths.admin.products.path, async () => (await import('./catalog-products')).CatalogProductsPage),
  page(paths.admin.productNew.path, async () => (await import('./catalog-product')).CatalogProductPage),
  page(paths.admin.imports.path, async () => (await import('./catalog-import')).CatalogImportPage),
  page(
    paths.admin.bulkAction.path,
    async () => (await import('./catalog-bulk-action')).CatalogBulkActionPage,
  ),
  page(paths.admin.product.path, async () => (await import('./catalog-product')).CatalogProductPage),
  page(paths.admin.taxonomy.path, async () => (await import('./catalog-taxonomy')).CatalogTaxonomyPage),
  page(paths.admin.ca.path, async () => (await import('./catalog-ca')).CatalogCaPage),
  page(paths.admin.banners.path, async () => (await import('./catalog-banners')).CatalogBannersPage),
  page(paths.admin.highlights.path, async () => (await import('./catalog-highlights')).CatalogHighlightsPage),
  page(
    paths.admin.distributors.path,
    async () => (await import('./catalog-distributors')).CatalogDistributorsPage,
  ),
  page(paths.admin.synonyms.path, async () => (await import('./catalog-synonyms')).CatalogSynonymsPage),
  page(
    paths.admin.searchRules.path,
    async () => (await import('./catalog-search-rules')).CatalogSearchRulesPage,
  ),
]
