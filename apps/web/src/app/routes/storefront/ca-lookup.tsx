import { CA_LOOKUP_ERROR_CODES, CA_NUMBER_MAX_DIGITS } from '@escudo/contracts'
import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import {
  isCatalogueCa,
  useGetCaQuery,
  useGetCaRegistryStatusQuery,
} from '../../../features/ca-lookup/api/ca-lookup-api'
import { CaCard, CatalogueCaCard } from '../../../features/ca-lookup/components/ca-card'
import { BRAZIL_DAY } from '../../../features/ca-lookup/components/ca-history'
import { CaSearchForm } from '../../../features/ca-lookup/components/ca-search-form'
import { caOfSearch } from '../../../features/ca-lookup/utils/ca-of-search'
import type { ApiFailure } from '../../../lib/api-client'
import { useFormatters } from '../../../lib/format'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'

function LookupResult({ number }: { number: string }) {
  const { t } = useTranslation('storefront')
  const format = useFormatters()
  // `currentData`: the answer for this number only, not the last CA shown while the next one loads.
  const { currentData: data, error, isFetching } = useGetCaQuery(number)
  const registry = useGetCaRegistryStatusQuery()
  if (isFetching && !data)
    return (
      <Center py="xl">
        <Loader aria-label={t('caLookup.loading')} />
      </Center>
    )
  if (data) return isCatalogueCa(data) ? <CatalogueCaCard ca={data} /> : <CaCard ca={data} />
  const failure = error as ApiFailure | undefined
  const code = failure?.errors[0]?.code
  const importedAt = registry.data?.importedAt
  if (code === CA_LOOKUP_ERROR_CODES.caNotFound)
    return (
      <Alert title={t('caLookup.notFound.title', { number })} data-testid="ca-not-found">
        <Text>
          {importedAt
            ? t('caLookup.notFound.body', { date: format.date(importedAt, BRAZIL_DAY) })
            : t('caLookup.notFound.bodyNoDate')}
        </Text>
      </Alert>
    )
  if (code === CA_LOOKUP_ERROR_CODES.registryNotImported)
    return <Alert title={t('caLookup.noRegistry.title')}>{t('caLookup.noRegistry.body')}</Alert>
  if (failure?.status === 429)
    return (
      <Alert title={t('caLookup.rateLimited.title')}>
        {t('caLookup.rateLimited.body', { count: failure.retryAfter ?? 60 })}
      </Alert>
    )
  return (
    <Alert color="red" title={t('caLookup.failed.title')}>
      {failure?.errors[0]?.detail ?? t('caLookup.failed.body')}
    </Alert>
  )
}

/** The registry's date; its absence only before a lookup, whose answer already says it (not twice). */
function RegistryDate({ afterLookup }: { afterLookup: boolean }) {
  const { t } = useTranslation('storefront')
  const format = useFormatters()
  const { data } = useGetCaRegistryStatusQuery()
  if (!data || (!data.importedAt && afterLookup)) return null
  return (
    <Text size="sm" c="dimmed" data-testid="ca-registry-date">
      {data.importedAt
        ? t('caLookup.registryDate', { date: format.date(data.importedAt, BRAZIL_DAY) })
        : t('caLookup.noRegistry.title')}
    </Text>
  )
}

/** `/consulta-ca?ca=12345`: any CA of the imported CAEPI registry, shareable by its address. */
export function CaLookupPage() {
  const { t } = useTranslation('storefront')
  const [search, setSearch] = useSearchParams()
  const { number, invalid } = caOfSearch(search)
  usePageTitle(number ? t('caLookup.titleFor', { number }) : t('caLookup.title'))
  // One page to index: a looked-up CA is a variant of it.
  usePageMeta({
    description: t('caLookup.lead'),
    canonical: paths.storefront.caLookup.getHref(),
    ...(number || invalid ? { robots: 'noindex,follow' as const } : {}),
  })
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {t('caLookup.title')}
          </Title>
          <Text c="dimmed">{t('caLookup.lead')}</Text>
        </Stack>
        <CaSearchForm
          key={number ?? ''}
          initial={number ?? search.get('ca') ?? ''}
          onSearch={(next) => setSearch({ ca: next })}
        />
        <div aria-live="polite">
          {invalid && <Alert color="red" title={t('caLookup.form.invalid', { max: CA_NUMBER_MAX_DIGITS })} />}
          {number && <LookupResult number={number} />}
        </div>
        <RegistryDate afterLookup={Boolean(number)} />
      </Stack>
    </Container>
  )
}
