import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { useAbsoluteUrl, usePageUrl, type PageMeta } from '../../../lib/page-head'
import { breadcrumbList } from '../../../lib/structured-data'
import type { Product } from '../api/catalog-api'
import { categoryHref } from '../utils/catalog-query'
import { usePageText } from '../utils/product-texts'
import { useOptionTitles } from './use-option-titles'

// The size of the server's link-preview rendition (apps/server's catalog/open-graph-image.ts).
const OPEN_GRAPH_WIDTH = 1200
const OPEN_GRAPH_HEIGHT = 630

/**
 * A product page's metadata: its short description, its address, its first picture for link previews (the
 * server's rendition letterboxed on white to the 1200×630 link cards want) and its JSON-LD: the `Product` with what the
 * page shows of it (CA and its validity, EN 388 and ANSI levels when it has them) and the breadcrumbs' trail.
 */
export function useProductMeta(product: Product): PageMeta {
  const { t } = useTranslation(['catalog', 'customer'])
  const option = useOptionTitles()
  const pageUrl = usePageUrl()
  const absolute = useAbsoluteUrl()
  const href = paths.storefront.product.getHref(product.slug)
  const category = option('categories', product.category).title
  const property = (name: string, value: string | null) =>
    value ? [{ '@type': 'PropertyValue', name, value }] : []
  const image = product.images[0]
  // The page's language where translated, else Portuguese (decision 035). A page's description is never
  // empty: the name stands in for a missing short description.
  const text = usePageText()
  const name = text(product, 'name').text
  const description = text(product, 'description').text || name
  return {
    description,
    canonical: href,
    type: 'product',
    image: image && {
      url: product.openGraphImageUrl ?? image.url,
      alt: image.alt || name,
      ...(product.openGraphImageUrl ? { width: OPEN_GRAPH_WIDTH, height: OPEN_GRAPH_HEIGHT } : {}),
    },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        sku: product.reference,
        brand: { '@type': 'Brand', name: option('brands', product.brand).title },
        category,
        ...(product.images.length > 0 ? { image: product.images.map((each) => absolute(each.url)) } : {}),
        url: pageUrl(href),
        additionalProperty: [
          ...property(t('meta.caNumber'), product.caNumber),
          ...property(t('meta.caValidUntil'), product.caValidUntil),
          ...property(t('meta.en388'), product.en388),
          ...property(t('meta.ansiCutLevel'), product.ansiCutLevel),
        ],
      },
      breadcrumbList([
        { name: t('customer:product.home'), url: pageUrl(paths.storefront.home.getHref()) },
        { name: category, url: pageUrl(categoryHref(product.category)) },
        { name, url: pageUrl(href) },
      ]),
    ],
  }
}
