import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { useAbsoluteUrl, usePageUrl, type PageMeta } from '../../../lib/page-head'
import { breadcrumbList } from '../../../lib/structured-data'
import type { Product } from '../api/catalog-api'
import { categoryHref } from '../utils/catalog-query'
import { useOptionTitles } from './use-option-titles'

/**
 * A product page's metadata: its short description, its address, its first picture for link previews (the
 * largest rendition the image pipeline keeps, 1200 px wide) and its JSON-LD: the `Product` with what the
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
  // A page's description is never empty: the name stands in for a missing short description.
  const description = product.description || product.name
  return {
    description,
    canonical: href,
    type: 'product',
    image: image && { url: image.url, alt: image.alt || product.name },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
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
        { name: product.name, url: pageUrl(href) },
      ]),
    ],
  }
}
