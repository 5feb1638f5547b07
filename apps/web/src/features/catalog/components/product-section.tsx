import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ProductSummary } from '../api/catalog-api'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

type ProductSectionProps = {
  title: string
  lead: string
  products: ProductSummary[] | undefined
  isError?: boolean
  /** The catalogue address that lists the whole set. */
  seeAllHref?: string
  /** How many products the block shows (the skeleton keeps their place). */
  size: number
}

/** A titled block of product cards on the home page, with a link to the full list. */
export function ProductSection({ title, lead, products, isError, seeAllHref, size }: ProductSectionProps) {
  const { t } = useTranslation('catalog')
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`
  if (products && products.length === 0) return null
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>
          <Title order={2} id={id} size="h3" c="escudo.9">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </div>
        {seeAllHref && (
          <Anchor
            component={Link}
            to={seeAllHref}
            fw={700}
            size="sm"
            aria-label={t('home.seeAllOf', { section: title })}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('home.seeAll')} →
          </Anchor>
        )}
      </Group>
      {isError ? (
        <Text c="dimmed" size="sm">
          {t('home.blockError')}
        </Text>
      ) : products ? (
        <ProductGrid products={products.slice(0, size)} />
      ) : (
        <ProductGridSkeleton count={size} />
      )}
    </Stack>
  )
}
