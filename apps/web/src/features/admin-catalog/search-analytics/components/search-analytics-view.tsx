import { LineChart } from '@mantine/charts'
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { ANALYTICS_PERIODS, type Language } from '@escudo/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconDownload } from '../../../../components/icons'
import { ScrollContainer } from '../../../../components/scroll-container'
import { paths } from '../../../../config/paths'
import { describeFailure } from '../../../../lib/forms'
import { useFormatters } from '../../../../lib/format'
import { saveObjectUrl } from '../../../../lib/save-file'
import { catalogFailures } from '../../shared/utils/api-errors'
import {
  useExportSearchAnalyticsMutation,
  useGetSearchAnalyticsQuery,
  type AnalyticsFilters,
  type SearchQueryRow,
} from '../api/search-analytics'
import { BlockedTerms } from './blocked-terms'

type Props = {
  /** Whether the staff member keeps the catalogue: then the synonym links and the blocked terms show. */
  catalogue: boolean
}

/** A headline number of the period. */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={800} fz={28}>
        {value}
      </Text>
    </Card>
  )
}

/** One list of queries: the most searched, those that found nothing, those that got no click. */
function QueryTable({
  filters,
  caption,
  empty,
  synonymLinks,
}: {
  filters: AnalyticsFilters
  caption: string
  empty: string
  synonymLinks: boolean
}) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const { data, isLoading, isError } = useGetSearchAnalyticsQuery(filters)
  const rows: SearchQueryRow[] = data?.rows ?? []
  const titleId = useId()
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {caption}
      </Title>
      {isLoading ? (
        <Loader size="sm" aria-label={t('searches.loading')} />
      ) : isError ? (
        <Alert color="red" role="alert">
          {t('searches.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ScrollContainer minWidth={420}>
          <Table striped aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('searches.query')}</Table.Th>
                <Table.Th ta="right">{t('searches.searches')}</Table.Th>
                <Table.Th ta="right">{t('searches.noResults')}</Table.Th>
                <Table.Th ta="right">{t('searches.clicks')}</Table.Th>
                {synonymLinks && <Table.Th>{t('searches.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td lang={row.language}>{row.query}</Table.Td>
                  <Table.Td ta="right">{format.number(row.searches)}</Table.Td>
                  <Table.Td ta="right">{format.number(row.noResults)}</Table.Td>
                  <Table.Td ta="right">{format.number(row.clicks)}</Table.Td>
                  {synonymLinks && (
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={paths.admin.synonyms.getHref(row.query, row.language)}
                          aria-label={t('searches.addSynonymLabel', { query: row.query })}
                        >
                          {t('searches.addSynonym')}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={paths.admin.searchRules.getHref(row.query, row.language)}
                          aria-label={t('searches.addRuleLabel', { query: row.query })}
                        >
                          {t('searches.addRule')}
                        </Anchor>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollContainer>
      )}
    </Card>
  )
}

/**
 * A day's click-through rate in % (one decimal): clicks per search that found something. A day with no such
 * search has no rate (null: a gap in the chart's line, not a fall to 0 %).
 */
export function dailyClickThrough(day: {
  searches: number
  noResults: number
  clicks: number
}): number | null {
  const found = day.searches - day.noResults
  return found > 0 ? Math.round((day.clicks / found) * 1000) / 10 : null
}

/** "Buscas": what buyers search for and fail to find, the click-through rate and its trend, per period and language. */
export function SearchAnalyticsView({ catalogue }: Props) {
  const { t, i18n } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [days, setDays] = useState<number>(30)
  const [language, setLanguage] = useState<Language | null>(null)
  const filters = { days, language }
  const summary = useGetSearchAnalyticsQuery({ ...filters, list: 'top' })
  const [exportCsv, exporting] = useExportSearchAnalyticsMutation()
  const [exportError, setExportError] = useState<string | null>(null)

  const download = async () => {
    setExportError(null)
    try {
      const file = await exportCsv(filters).unwrap()
      saveObjectUrl(file.url, file.fileName)
    } catch (failure) {
      setExportError(describeFailure(failure, t, i18n, catalogFailures).message)
    }
  }

  const meta = summary.data?.meta
  const trend = (meta?.trend ?? []).map((day) => {
    return {
      day: format.date(`${day.day}T12:00:00`, { day: 'numeric', month: 'short' }),
      ctr: dailyClickThrough(day),
      searches: day.searches,
    }
  })

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="searches-period">
              {t('searches.period')}
            </Text>
            <SegmentedControl
              aria-labelledby="searches-period"
              styles={{ label: { whiteSpace: 'nowrap' } }}
              value={String(days)}
              onChange={(value) => setDays(Number(value))}
              data={ANALYTICS_PERIODS.map((period) => ({
                value: String(period),
                label: t('searches.days', { count: period }),
              }))}
            />
          </Stack>
          <NativeSelect
            label={t('searches.language')}
            value={language ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setLanguage(value === 'pt-BR' || value === 'en' ? value : null)
            }}
            data={[
              { value: '', label: t('searches.languages.all') },
              { value: 'pt-BR', label: t('searches.languages.pt-BR') },
              { value: 'en', label: t('searches.languages.en') },
            ]}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload />}
          loading={exporting.isLoading}
          onClick={() => void download()}
        >
          {t('searches.export')}
        </Button>
      </Group>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}

      {summary.isError ? (
        <Alert color="red" role="alert">
          {t('searches.loadFailed')}
        </Alert>
      ) : !meta ? (
        <Loader aria-label={t('searches.loading')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat label={t('searches.total')} value={format.number(meta.searches)} />
            {/* A rate of nothing is no rate: a dash until there are searches (that found something) to divide by. */}
            <Stat
              label={t('searches.noResultRate')}
              value={meta.searches === 0 ? '—' : format.percent(meta.noResultRate * 100, 1)}
            />
            <Stat
              label={t('searches.clickThroughRate')}
              value={
                meta.searches === 0 || meta.noResultRate === 1
                  ? '—'
                  : format.percent(meta.clickThroughRate * 100, 1)
              }
            />
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs" id="searches-trend">
              {t('searches.trend')}
            </Title>
            <Text c="dimmed" size="sm" mb="sm">
              {t('searches.trendHint')}
            </Text>
            <div role="img" aria-labelledby="searches-trend" aria-describedby="searches-trend-summary">
              <LineChart
                h={220}
                data={trend}
                dataKey="day"
                unit="%"
                series={[{ name: 'ctr', color: 'escudo.6', label: t('searches.clickThroughRate') }]}
                curveType="linear"
                connectNulls={false}
                withDots={days <= 30}
              />
            </div>
            <Text id="searches-trend-summary" hidden>
              {t('searches.trendSummary', {
                searches: format.number(meta.searches),
                rate: format.percent(meta.clickThroughRate * 100, 1),
                count: days,
              })}
            </Text>
          </Card>
        </>
      )}

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <QueryTable
          filters={{ ...filters, list: 'top' }}
          caption={t('searches.top')}
          empty={t('searches.none')}
          synonymLinks={false}
        />
        <QueryTable
          filters={{ ...filters, list: 'noResults' }}
          caption={t('searches.noResultQueries')}
          empty={t('searches.noneWithoutResults')}
          synonymLinks={catalogue}
        />
        <QueryTable
          filters={{ ...filters, list: 'noClicks' }}
          caption={t('searches.noClickQueries')}
          empty={t('searches.noneWithoutClicks')}
          synonymLinks={false}
        />
        {catalogue && <BlockedTerms />}
      </SimpleGrid>
    </Stack>
  )
}
