import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useListProductsQuery, type Product } from '../../api/catalog-api'
import { relatedProductsQuery } from '../../utils/page-queries'
import { ProductCard } from '../product-card'

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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {related.map((other) => (
          <ProductCard key={other.id} product={other} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
