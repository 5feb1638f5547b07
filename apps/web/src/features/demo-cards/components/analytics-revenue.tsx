import { BarChart, LineChart } from '@mantine/charts'
import { Grid, Group, Stack, Text } from '@mantine/core'
import { CARD_RANGES, REVENUE_REPORT_YEARS } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getAnalyticsCard, scale, toNumber } from '../api/cards'
import { MONTHS, useRange } from './analytics-parts'
import { CardShell } from './card-shell'
import { toRows } from './statistics-cards'

export function RevenueReportCard() {
  const { t, i18n } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [year, setYear] = useState<string>(REVENUE_REPORT_YEARS[0])
  const card = useRequest(`revenue-report-${year}`, (signal) =>
    getAnalyticsCard(http, 'revenue-report', signal),
  )
  return (
    <CardShell
      title={t('cards.revenueReport')}
      request={card}
      range={{ options: REVENUE_REPORT_YEARS, value: year, onChange: setYear }}
    >
      {(data) => {
        const months = MONTHS(i18n.language, 9)
        const rows = toRows(
          data.revenueReport.series.map((serie) => ({
            ...serie,
            data: serie.data.map((value) => scale(value, year)),
          })),
          months,
        )
        return (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <BarChart
                h={260}
                data={rows}
                dataKey="label"
                series={[
                  { name: 'Earning', color: 'escudo.6', label: t('cards.earning') },
                  { name: 'Expense', color: 'orange.6', label: t('cards.expense') },
                ]}
                withLegend
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs" align="center" ta="center">
                <Text fz={28} fw={800}>
                  {format.money(scale(toNumber(data.price), year), 'USD')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('cards.budget', { value: format.money(scale(toNumber(data.budget), year), 'USD') })}
                </Text>
                <LineChart
                  h={120}
                  w="100%"
                  data={toRows(data.budgetChart.series)}
                  dataKey="label"
                  series={[
                    { name: 'This year', color: 'escudo.6', label: t('cards.thisYear') },
                    { name: 'Last year', color: 'gray.5', label: t('cards.lastYear') },
                  ]}
                  withXAxis={false}
                  withYAxis={false}
                  gridAxis="none"
                  withDots={false}
                  curveType="natural"
                />
              </Stack>
            </Grid.Col>
          </Grid>
        )
      }}
    </CardShell>
  )
}

export function RevenueCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`revenue-${range}`, (signal) => getAnalyticsCard(http, 'revenue', signal))
  return (
    <CardShell
      title={t('cards.revenue')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => (
        <Stack gap="sm">
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                {t('cards.thisMonth')}
              </Text>
              <Text fw={700}>{format.money(scale(toNumber(data.thisMonth), range), 'USD')}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('cards.lastMonth')}
              </Text>
              <Text fw={700}>{format.money(scale(toNumber(data.lastMonth), range), 'USD')}</Text>
            </div>
          </Group>
          <LineChart
            h={220}
            data={toRows(
              data.series.map((serie) => ({
                ...serie,
                data: serie.data.map((value) => scale(value, range)),
              })),
            )}
            dataKey="label"
            series={[
              { name: 'This Month', color: 'escudo.6', label: t('cards.thisMonth') },
              { name: 'Last Month', color: 'orange.6', label: t('cards.lastMonth') },
            ]}
            curveType="natural"
            withLegend
            valueFormatter={(value) => format.compact(value)}
          />
        </Stack>
      )}
    </CardShell>
  )
}
