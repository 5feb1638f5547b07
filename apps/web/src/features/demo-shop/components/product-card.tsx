import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import type { Product, ProductFlags } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormatters } from '../../../lib/format'
import { ProductActions } from './product-actions'
import { ProductRating } from './rating'

type ProductCardProps = {
  product: Product & ProductFlags
  layout: 'grid' | 'list'
  href: string
  cartHref: string
  onChange: () => void
}

export function ProductCard({ product, layout, href, cartHref, onChange }: ProductCardProps) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const list = layout === 'list'
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`product-${product.id}`}>
      <Group align="stretch" wrap={list ? 'nowrap' : 'wrap'} gap="md" h="100%">
        <Anchor
          component={Link}
          to={href}
          w={list ? 180 : '100%'}
          style={{ flexShrink: 0 }}
          tabIndex={-1}
          aria-hidden="true"
        >
          <Image src={product.image} alt="" radius="md" h={list ? 160 : 200} fit="contain" bg="#eef2f7" />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }} justify="space-between">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <ProductRating value={product.rating} />
              <Text fw={700} c="escudo.8">
                {format.money(product.price)}
              </Text>
            </Group>
            <Anchor
              component={Link}
              to={href}
              fw={600}
              c="dark"
              id={`product-${product.id}`}
              lineClamp={1}
              title={product.name}
            >
              {product.name}
            </Anchor>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('shop.by', { brand: product.brand })}
              </Text>
              {product.hasFreeShipping ? (
                <Badge size="xs" color="teal" variant="light">
                  {t('shop.freeShipping')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2} title={product.description}>
              {product.description}
            </Text>
          </Stack>
          <ProductActions product={product} cartHref={cartHref} onChange={onChange} grow />
        </Stack>
      </Group>
    </Card>
  )
}
