import { Anchor, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useGetAlternativesQuery, type Alternative, type Product } from '../../api/catalog-api'
import { usePageText } from '../../utils/product-texts'

/** Why an alternative is offered, as one short sentence in the page's language ("Mesma categoria, …"). */
export function reasonText(reasons: Alternative['reasons'], t: (key: string) => string) {
  const text = reasons.map((reason) => t(`product.caAlternativeReasons.${reason}`)).join(', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Up to four valid products of the same kind (the server ranks them: category, risks, norms, EN 388 /
 * EN 374 levels): what to quote instead, each with why it is offered.
 */
export function CaAlternatives({ product }: { product: Pick<Product, 'id'> }) {
  const { t } = useTranslation('customer')
  const { data: alternatives } = useGetAlternativesQuery(product.id)
  // English pages: each alternative's English name, or the Portuguese one marked so (decision 035).
  const text = usePageText()
  if (!alternatives) return null
  if (alternatives.length === 0) return <Text size="sm">{t('product.caNoAlternatives')}</Text>
  return (
    <nav aria-labelledby="ca-alternatives-title">
      <Text size="sm" fw={600} id="ca-alternatives-title">
        {t('product.caAlternatives')}
      </Text>
      <List size="sm" spacing={4} mt={4}>
        {alternatives.map((other) => {
          const name = text(other, 'name')
          return (
            <List.Item key={other.id}>
              <Anchor
                component={Link}
                to={paths.storefront.product.getHref(other.slug)}
                underline="always"
                lang={name.lang}
              >
                {name.text}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {t('product.reference', { reference: other.reference })}
              </Text>
              {other.reasons.length > 0 ? (
                <Text size="xs" c="dimmed">
                  {reasonText(other.reasons, t)}
                </Text>
              ) : null}
            </List.Item>
          )
        })}
      </List>
    </nav>
  )
}
