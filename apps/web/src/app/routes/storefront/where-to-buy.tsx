import { BRAZILIAN_STATES, type BrazilianState } from '@escudo/contracts'
import { Alert, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetFiltersQuery } from '../../../features/catalog/api/catalog-api'
import { useLocalized } from '../../../features/catalog/utils/localized'
import { useListDistributorsQuery } from '../../../features/distributors/api/distributors-api'
import { DistributorCard } from '../../../features/distributors/components/distributor-card'
import { WhereToBuyFiltersForm } from '../../../features/distributors/components/where-to-buy-filters-form'
import {
  changeFilter,
  groupByPlace,
  whereToBuyFilters,
  whereToBuySearch,
} from '../../../features/distributors/utils/where-to-buy-filters'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'

/** "Onde comprar": the distributors by state and city, filtered by the address (`?uf=&cidade=&categoria=`). */
export function WhereToBuyPage() {
  const { t } = useTranslation('storefront')
  const [search, setSearch] = useSearchParams()
  const filters = whereToBuyFilters(search)
  const list = useListDistributorsQuery(filters)
  const taxonomy = useGetFiltersQuery()
  const localized = useLocalized()
  const categoryOptions = (taxonomy.data?.find((group) => group.id === 'categories')?.options ?? []).map(
    (option) => ({ id: option.id, title: localized.title(option) }),
  )
  const categoryTitle = (id: string) => categoryOptions.find((option) => option.id === id)?.title ?? id
  const stateName = (code: string) => BRAZILIAN_STATES[code as BrazilianState] ?? code
  const place = filters.city ?? (filters.state ? stateName(filters.state) : undefined)
  const title = place ? t('whereToBuy.titleIn', { place }) : t('whereToBuy.title')
  usePageTitle(title)
  usePageMeta({
    description: t('whereToBuy.lead'),
    canonical: paths.storefront.whereToBuy.getHref(),
    // Each filter combination is a view of the one page: only the page without filters is indexed.
    ...(search.size > 0 ? { robots: 'noindex,follow' as const } : {}),
  })
  const go = (next: typeof filters) =>
    setSearch(whereToBuySearch(next).slice(1), { preventScrollReset: true })

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('whereToBuy.lead')}</Text>
        </Stack>
        <WhereToBuyFiltersForm
          filters={filters}
          states={list.data?.states ?? []}
          cities={list.data?.cities ?? []}
          categories={categoryOptions}
          onChange={(key, value) => go(changeFilter(filters, key, value))}
          onClear={() => go({})}
        />
        <div aria-live="polite" aria-busy={list.isFetching}>
          {list.isLoading ? (
            <Center py="xl">
              <Loader aria-label={t('whereToBuy.loading')} />
            </Center>
          ) : list.isError || !list.data ? (
            <Alert color="red">{t('whereToBuy.failed')}</Alert>
          ) : list.data.total === 0 ? (
            <Alert color="gray" title={t('whereToBuy.empty')}>
              {t('whereToBuy.emptyHint')}
            </Alert>
          ) : (
            <Stack gap="xl">
              <Text fw={600}>{t('whereToBuy.count', { count: list.data.total })}</Text>
              {groupByPlace(list.data.distributors).map((state) => (
                <Stack gap="md" key={state.state} component="section" aria-labelledby={`uf-${state.state}`}>
                  <Title order={2} size="h3" id={`uf-${state.state}`}>
                    {stateName(state.state)}
                  </Title>
                  {state.cities.map((city) => (
                    <Stack gap="sm" key={city.city}>
                      <Title order={3} size="h4">
                        {city.city}
                      </Title>
                      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                        {city.rows.map((distributor) => (
                          <DistributorCard
                            key={distributor.id}
                            distributor={distributor}
                            categoryTitle={categoryTitle}
                          />
                        ))}
                      </SimpleGrid>
                    </Stack>
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Container>
  )
}
