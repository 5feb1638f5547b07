import { PAGE_SIZE_DEFAULT, productQueryToString, type ProductQuery } from '@escudo/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import type { PageMeta } from '../../../lib/page-head'
import type { FilterGroup, ProductSummary } from '../api/catalog-api'
import { indexOptions } from '../utils/facet-index'
import { useLocalized } from '../utils/localized'

/**
 * Whether search engines index this list (decision 028): the whole catalogue and a page of one filter (a
 * category, a risk, a brand… or the releases) are pages of their own; several filters, a search, a sort, a
 * page size or a page past the first are variants of those, followed but not indexed, so crawlers do not
 * drown in facet combinations. A filter the taxonomy does not know is not a page either.
 */
function isIndexableList(query: ProductQuery, known: (group: string, id: string) => boolean): boolean {
  const chosen = Object.entries(query.filters).flatMap(([group, ids]) =>
    (ids ?? []).map((id) => ({ group, id })),
  )
  return (
    !query.q &&
    !query.sort &&
    query.page.number === 1 &&
    query.page.size === PAGE_SIZE_DEFAULT &&
    chosen.length + (query.isLancamento ? 1 : 0) + (query.caValido ? 1 : 0) <= 1 &&
    chosen.every(({ group, id }) => known(group, id))
  )
}

/**
 * The catalogue's title and metadata for its query: named after its filters or search, described by the one
 * filter's description (certificates have one) or by its filters, with its address written as the
 * storefront's links write it (the canonical URL is the sitemap's), and the first product's picture.
 */
export function useCatalogHead(
  query: ProductQuery,
  groups: FilterGroup[] | undefined,
  firstProduct: ProductSummary | undefined,
): { title: string; meta: PageMeta } {
  const { t } = useTranslation('catalog')
  const localized = useLocalized()
  const options = useMemo(() => indexOptions(groups ?? []), [groups])
  const chosen = Object.entries(query.filters).flatMap(([group, ids]) =>
    (ids ?? []).map((id) => ({ id, option: options.get(`${group}:${id}`)?.option })),
  )
  const labels = [
    ...(query.isLancamento ? [t('chips.release')] : []),
    ...chosen.map((each) => (each.option ? localized.title(each.option) : each.id)),
  ]
  const only = chosen.length === 1 && !query.isLancamento ? chosen[0]?.option : undefined
  const title = [
    labels.join(', ') || undefined,
    query.q ? t('titleSearch', { q: query.q }) : t('title'),
    query.page.number > 1 ? t('meta.page', { number: query.page.number }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
  const description = query.q
    ? t('meta.search', { q: query.q })
    : (only && localized.description(only)) ||
      (labels.length > 0 ? t('meta.filtered', { filters: labels.join(', ') }) : t('meta.all'))
  // Before the taxonomy arrives every filter is taken as known: the server renders with it.
  const known = (group: string, id: string) => !groups || options.has(`${group}:${id}`)
  const image = firstProduct?.images[0]
  return {
    title,
    meta: {
      description,
      canonical: paths.storefront.catalog.getHref(productQueryToString(query)),
      ...(isIndexableList(query, known) ? {} : { robots: 'noindex,follow' as const }),
      image: image && { url: image.url, alt: image.alt || firstProduct.name },
    },
  }
}
