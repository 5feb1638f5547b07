import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useListProductsQuery, type Product } from '../../api/catalog-api'
import { relatedProductsQuery } from '../../utils/page-queries'
import { ProductGrid } from '../product-grid'

const RELATED_COLUMNS = { base: 2, sm: 2, lg: 4 }

/** Up to four popular products of the same category, the product itself left out. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('customer')
  const { data } = useListProductsQuery(relatedProductsQuery(product))
  const related = (data?.products ?? []).filter((other) => other.id !== product.id).slice(0, 4)
  if (related.length === 0) return null
  return (
    <Stack component="section" gap="md" mt={56} aria-labelledby="related-title">
      <Title order={2} size="h3" id="related-title">
        {t('product.related')}
      </Title>
      {/* Two columns from phones up, as in the catalogue: one column made each card a screen tall. */}
      <ProductGrid products={related} columns={RELATED_COLUMNS} />
    </Stack>
  )
}
