import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { ProductSummary } from '../api/catalog-api'
import { CaBadge } from './ca-badge'

type ProductCardProps = {
  product: Pick<
    ProductSummary,
    'name' | 'slug' | 'reference' | 'caNumber' | 'caState' | 'caValidUntil' | 'isLancamento' | 'images'
  >
  /** Above-the-fold cards load their image eagerly (LCP); the rest lazily. */
  eager?: boolean
}

/** One product in a grid: picture, name (the link), reference and CA. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation('common')
  const image = product.images[0]
  return (
    <Card withBorder radius="md" padding="sm" component="article" h="100%">
      <Card.Section>
        {image ? (
          <Image
            src={image.url}
            alt={image.alt}
            width={400}
            height={300}
            h="auto"
            style={{ aspectRatio: '4 / 3' }}
            fit="contain"
            bg="gray.0"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div style={{ aspectRatio: '4 / 3', background: 'var(--mantine-color-gray-1)' }} />
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        {(product.isLancamento || product.caState !== 'valido') && (
          <Group gap={6}>
            {product.isLancamento && (
              <Badge color="safety.6" c="escudo.9" size="sm" radius="sm">
                {t('product.release')}
              </Badge>
            )}
            <CaBadge product={product} />
          </Group>
        )}
        <Text
          component={Link}
          to={paths.storefront.product.getHref(product.slug)}
          fw={600}
          lh={1.3}
          lineClamp={2}
          c="escudo.8"
        >
          {product.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('product.reference', { reference: product.reference })} ·{' '}
          {t('product.ca', { ca: product.caNumber })}
        </Text>
      </Stack>
    </Card>
  )
}
