import { Anchor, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useListProductsQuery, type Product } from '../../api/catalog-api'
import { validAlternativesQuery } from '../../utils/page-queries'

/** Up to four products of the same category whose CA is valid: what to quote instead. */
export function CaAlternatives({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const { t } = useTranslation('customer')
  const { data } = useListProductsQuery(validAlternativesQuery(product))
  const alternatives = (data?.products ?? []).filter((other) => other.id !== product.id).slice(0, 4)
  if (!data) return null
  if (alternatives.length === 0) return <Text size="sm">{t('product.caNoAlternatives')}</Text>
  return (
    <nav aria-labelledby="ca-alternatives-title">
      <Text size="sm" fw={600} id="ca-alternatives-title">
        {t('product.caAlternatives')}
      </Text>
      <List size="sm" spacing={4} mt={4}>
        {alternatives.map((other) => (
          <List.Item key={other.id}>
            <Anchor component={Link} to={paths.storefront.product.getHref(other.slug)} underline="always">
              {other.name}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {t('product.reference', { reference: other.reference })}
            </Text>
          </List.Item>
        ))}
      </List>
    </nav>
  )
}
