import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { ProductSummary } from '../api/catalog-api'
import { usePageText } from '../utils/product-texts'
import { CaBadge } from './ca-badge'
import { CompareToggle } from './compare/compare-toggle'
import classes from './product-card.module.css'

type ProductCardProps = {
  product: Pick<
    ProductSummary,
    'name' | 'slug' | 'reference' | 'caNumber' | 'caState' | 'caValidUntil' | 'isLancamento' | 'images'
  > & { en388?: string | null; en?: ProductSummary['en'] }
  /** Above-the-fold cards load their image eagerly (LCP); the rest lazily. */
  eager?: boolean
}

/** One product in a grid: picture, name (the link), reference and CA, and a glove's EN 388 code. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation('common')
  const image = product.images[0]
  // English pages: the English name, or the Portuguese one marked lang="pt-BR" (decision 035).
  const pageText = usePageText()
  const name = pageText(product, 'name')
  const alt = image && pageText(image, 'alt')
  return (
    <Card withBorder radius="md" padding="sm" component="article" h="100%">
      <Card.Section>
        {image ? (
          <Image
            src={image.url}
            alt={alt?.text}
            lang={alt?.lang}
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
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
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
          // Clamped and as tall on every card (product-card.module.css), so the cards of a row line up; the
          // whole name on hover.
          className={classes.name}
          title={name.text}
          c="escudo.8"
          lang={name.lang}
        >
          {name.text}
        </Text>
        <Text size="sm" c="dimmed">
          {t('product.reference', { reference: product.reference })} ·{' '}
          {t('product.ca', { ca: product.caNumber })}
        </Text>
        {product.en388 ? (
          // Plain text, no Mantine component: the catalogue page's script budget (issue 21).
          <p className={classes.en388}>{t('product.en388Code', { code: product.en388 })}</p>
        ) : null}
        <Group mt="auto" pt={4}>
          <CompareToggle product={product} />
        </Group>
      </Stack>
    </Card>
  )
}
