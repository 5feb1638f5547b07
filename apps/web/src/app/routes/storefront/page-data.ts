import type { StaticHandlerContext } from 'react-router'
import { paths } from '../../../config/paths'
import { catalogApi } from '../../../features/catalog/api/catalog-api'
import {
  catalogQueryOf,
  listQueryIn,
  HOME_BLOCK_SIZE,
  HOME_RELEASES,
  relatedProductsQuery,
} from '../../../features/catalog/utils/page-queries'
import { caLookupApi } from '../../../features/ca-lookup/api/ca-lookup-api'
import { caOfSearch } from '../../../features/ca-lookup/utils/ca-of-search'
import { commentsApi, commentsListArgs } from '../../../features/comments/api/comments-api'
import { slugsOfSearch } from '../../../features/catalog/utils/compare-url'
import { distributorsApi } from '../../../features/distributors/api/distributors-api'
import { whereToBuyFilters } from '../../../features/distributors/utils/where-to-buy-filters'
import { urlLanguage } from '../../../lib/language-url'
import type { AppDispatch } from '../../store'

/**
 * What each storefront page rendered on the server asks the API for, asked before its first render
 * (entry-server.tsx), so that one render is enough instead of one per level of data (a product, then its
 * related products). Server-only: the browser asks as its components render. The arguments come from the
 * features' helpers the components use (features/catalog/utils/page-queries.ts, commentsListArgs), and the
 * requests are made in the order the page's components make them, so the cache holds what the render would
 * have left. A request missed here is still made by the render, one round later.
 */

const { getAlternatives, getBanners, getFilters, getHighlights, getMostPopular, getProduct, listProducts } =
  catalogApi.endpoints
const { listComments } = commentsApi.endpoints
// No subscription: the components subscribe when they render, as they would without this.
const unsubscribed = { subscribe: false } as const

const home = (dispatch: AppDispatch) =>
  Promise.all([
    dispatch(getBanners.initiate(undefined, unsubscribed)),
    dispatch(getFilters.initiate(undefined, unsubscribed)),
    dispatch(getHighlights.initiate(undefined, unsubscribed)),
    dispatch(listProducts.initiate(HOME_RELEASES, unsubscribed)),
    dispatch(getMostPopular.initiate(HOME_BLOCK_SIZE, unsubscribed)),
  ])

const catalog = (dispatch: AppDispatch, search: string, basename: string | undefined) =>
  Promise.all([
    dispatch(getFilters.initiate(undefined, unsubscribed)),
    dispatch(
      listProducts.initiate(listQueryIn(catalogQueryOf(search), urlLanguage(basename || '/')), unsubscribed),
    ),
    // The "valid CA only" filter's hint names the registry only once one was imported.
    dispatch(caLookupApi.endpoints.getCaRegistryStatus.initiate(undefined, unsubscribed)),
  ])

async function product(dispatch: AppDispatch, slug: string) {
  const { data: found } = await dispatch(getProduct.initiate(slug, unsubscribed))
  // A product that does not exist (or failed) shows a page that asks for nothing more.
  if (!found) return
  await Promise.all([
    dispatch(getFilters.initiate(undefined, unsubscribed)),
    dispatch(listProducts.initiate(relatedProductsQuery(found), unsubscribed)),
    // A product that cannot be quoted shows its valid alternatives (components/product-page/product-ca.tsx).
    found.caState === 'invalido' ? dispatch(getAlternatives.initiate(found.id, unsubscribed)) : undefined,
    dispatch(listComments.initiate(commentsListArgs(found.id), unsubscribed)),
  ])
}

const caLookup = (dispatch: AppDispatch, search: string) => {
  const { number } = caOfSearch(new URLSearchParams(search))
  const { getCa, getCaRegistryStatus } = caLookupApi.endpoints
  return Promise.all([
    dispatch(getCaRegistryStatus.initiate(undefined, unsubscribed)),
    number ? dispatch(getCa.initiate(number, unsubscribed)) : undefined,
  ])
}

const whereToBuy = (dispatch: AppDispatch, search: string) =>
  Promise.all([
    dispatch(
      distributorsApi.endpoints.listDistributors.initiate(
        whereToBuyFilters(new URLSearchParams(search)),
        unsubscribed,
      ),
    ),
    dispatch(getFilters.initiate(undefined, unsubscribed)),
  ])

const compare = (dispatch: AppDispatch, search: string) =>
  Promise.all([
    dispatch(getFilters.initiate(undefined, unsubscribed)),
    ...slugsOfSearch(search).map((slug) => dispatch(getProduct.initiate(slug, unsubscribed))),
  ])

/** Fills the store with the data of the page `context` matched; the contact and not-found pages have none. */
export async function prefetchPage(dispatch: AppDispatch, context: StaticHandlerContext): Promise<void> {
  const match = context.matches.at(-1)
  if (!match) return
  if (match.route.index) await home(dispatch)
  else if (match.route.path === paths.storefront.catalog.path)
    await catalog(dispatch, context.location.search, context.basename)
  else if (match.route.path === paths.storefront.product.path)
    await product(dispatch, match.params.slug ?? '')
  else if (match.route.path === paths.storefront.caLookup.path)
    await caLookup(dispatch, context.location.search)
  else if (match.route.path === paths.storefront.compare.path)
    await compare(dispatch, context.location.search)
  else if (match.route.path === paths.storefront.whereToBuy.path)
    await whereToBuy(dispatch, context.location.search)
}
