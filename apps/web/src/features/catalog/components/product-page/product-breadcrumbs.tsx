import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import type { Product } from '../../api/catalog-api'
import { categoryHref } from '../../utils/catalog-query'
import { usePageText } from '../../utils/product-texts'

type ProductBreadcrumbsProps = { product: Product; categoryTitle: string }

/** Home › the product's category (the catalogue filtered by it) › the product. */
export function ProductBreadcrumbs({ product, categoryTitle }: ProductBreadcrumbsProps) {
  const { t } = useTranslation('customer')
  const name = usePageText()(product, 'name')
  return (
    <Breadcrumbs separator="›" fz="sm" mb="md" aria-label={t('product.breadcrumbs')} component="nav">
      <Anchor component={Link} to={paths.storefront.home.getHref()} size="sm">
        {t('product.home')}
      </Anchor>
      <Anchor component={Link} to={categoryHref(product.category)} size="sm">
        {categoryTitle}
      </Anchor>
      <Text size="sm" c="dimmed" aria-current="page" lineClamp={1} title={name.text} lang={name.lang}>
        {name.text}
      </Text>
    </Breadcrumbs>
  )
}
