import {
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch } from '../../../components/icons'
import { IconGrid, IconRows } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { useUrlState } from '../../../lib/use-url-state'
import { getProducts, SHOP_PAGE_SIZE, type ShopSort } from '../api/shop'
import { useShopChanges } from '../api/use-shop-changes'
import { ProductCard } from './product-card'

const DEFAULTS = { q: '', sortBy: 'featured', page: 1, view: 'grid' }
const SORTS: ShopSort[] = ['featured', 'price-asc', 'price-desc']

type ShopCatalogProps = { productHref: (id: number) => string; cartHref: string }

/** The shop: search, sort, grid or list, nine products a page. */
export function ShopCatalog({ productHref, cartHref }: ShopCatalogProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [query, setQuery] = useUrlState(DEFAULTS)
  const [search, setSearch] = useState(query.q)
  const params = { q: query.q, sortBy: query.sortBy as ShopSort, page: query.page, perPage: SHOP_PAGE_SIZE }
  const products = useRequest(JSON.stringify(params), (signal) => getProducts(http, params, signal))
  useShopChanges(products.reload)
  const applySearch = useDebouncedCallback((q: string) => setQuery({ q, page: 1 }), 250)
  const total = products.data?.total ?? 0
  const layout = query.view === 'list' ? 'list' : 'grid'

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600} aria-live="polite">
          {t('shop.results', { count: total })}
        </Text>
        <Group gap="sm">
          <Select
            w={200}
            aria-label={t('shop.sortLabel')}
            data={SORTS.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }))}
            value={query.sortBy}
            onChange={(value) => setQuery({ sortBy: value ?? 'featured', page: 1 })}
            allowDeselect={false}
          />
          <SegmentedControl
            aria-label={t('shop.layout')}
            value={layout}
            onChange={(view) => setQuery({ view })}
            data={[
              {
                value: 'grid',
                label: <IconGrid aria-label={t('shop.grid')} role="img" aria-hidden={false} />,
              },
              {
                value: 'list',
                label: <IconRows aria-label={t('shop.list')} role="img" aria-hidden={false} />,
              },
            ]}
          />
        </Group>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('shop.search')}
        aria-label={t('shop.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          applySearch(event.currentTarget.value)
        }}
      />
      {products.isLoading && !products.data ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {products.data && total === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('shop.empty')}
        </Text>
      ) : null}
      <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
        {products.data?.products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            layout={layout}
            href={productHref(product.id)}
            cartHref={cartHref}
            onChange={products.reload}
          />
        ))}
      </SimpleGrid>
      {total > SHOP_PAGE_SIZE ? (
        <Center>
          <Pagination
            total={Math.ceil(total / SHOP_PAGE_SIZE)}
            value={query.page}
            onChange={(page) => {
              setQuery({ page })
              window.scrollTo({ top: 0 })
            }}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
          />
        </Center>
      ) : null}
    </Stack>
  )
}
