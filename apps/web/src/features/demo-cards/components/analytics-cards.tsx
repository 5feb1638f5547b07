import { BarChart, DonutChart, LineChart } from '@mantine/charts'
import { Center, Divider, Grid, Group, RingProgress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import { CARD_RANGES, REVENUE_REPORT_YEARS } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconTrendingDown, IconTrendingUp } from '../../../components/icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getAnalyticsCard, scale, toNumber } from '../api/cards'
import { CardShell } from './card-shell'
import { toRows } from './statistics-cards'

const MONTHS = (locale: string, count: number) =>
  Array.from({ length: count }, (_, month) =>
    new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(2020, month, 1)),
  )

/** A percentage drawn as a ring, with the number in the middle. */
function Gauge({ value, label, color }: { value: number; label: string; color: string }) {
  return (
    <Center>
      <RingProgress
        size={170}
        thickness={16}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Stack gap={0} align="center">
            <Text fz={28} fw={800}>
              {value}%
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        }
      />
    </Center>
  )
}

function useRange(initial: string = CARD_RANGES[0]) {
  return useState(initial)
}

export function SupportTrackerCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`support-${range}`, (signal) => getAnalyticsCard(http, 'support-tracker', signal))
  return (
    <CardShell
      title={t('cards.supportTracker')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => (
        <Grid align="center">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Text fz={40} fw={800}>
              {format.number(scale(data.totalTicket, range))}
            </Text>
            <Text size="sm" c="dimmed">
              {t('cards.tickets')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Gauge
              value={data.supportTrackerRadialBar.series[0] ?? 0}
              label={t('cards.completedTickets')}
              color="escudo.6"
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <SimpleGrid cols={3}>
              {(
                [
                  ['newTickets', scale(data.newTicket, range)],
                  ['openTickets', scale(data.openTicket, range)],
                  ['responseTime', t('cards.days', { count: data.responseTime })],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(`cards.${key}`)}
                  </Text>
                  <Text fw={700}>{typeof value === 'number' ? format.number(value) : value}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      )}
    </CardShell>
  )
}

export function AvgSessionsCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`sessions-${range}`, (signal) => getAnalyticsCard(http, 'avg-sessions', signal))
  return (
    <CardShell
      title={t('cards.avgSessions')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <div>
              <Text fz={32} fw={800}>
                {format.compact(scale(data.sessions, range))}
              </Text>
              <Text size="sm" c="teal.9" fw={600}>
                {data.growth} {t('cards.vsLast')}
              </Text>
            </div>
            <BarChart
              h={100}
              w={200}
              data={toRows(data.salesBar.series)}
              dataKey="label"
              series={[{ name: 'Sessions', color: 'escudo.5', label: t('cards.sessions') }]}
              withXAxis={false}
              withYAxis={false}
              gridAxis="none"
            />
          </Group>
          <Divider />
          <SimpleGrid cols={2}>
            {(
              [
                ['goal', format.money(scale(data.goal, range), 'USD')],
                ['users', format.compact(scale(data.users, range))],
                ['retention', `${data.retention}%`],
                ['duration', t('cards.years', { count: data.duration })],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <Text size="xs" c="dimmed">
                  {t(`cards.${key}`)}
                </Text>
                <Text fw={700}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </CardShell>
  )
}

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

export function GoalOverviewCard() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const card = useRequest('goal-overview', (signal) => getAnalyticsCard(http, 'goal-overview', signal))
  return (
    <CardShell title={t('cards.goalOverview')} request={card}>
      {(data) => (
        <Stack gap="sm">
          <Gauge value={data.series[0] ?? 0} label={t('cards.completed')} color="teal.6" />
          <SimpleGrid cols={2}>
            <div>
              <Text size="xs" c="dimmed">
                {t('cards.completed')}
              </Text>
              <Text fw={700}>{data.completed}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('cards.inProgress')}
              </Text>
              <Text fw={700}>{data.inProgress}</Text>
            </div>
          </SimpleGrid>
        </Stack>
      )}
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

type Share = { key: string; value: number; color: string }

function ShareDonut({ shares, total }: { shares: Share[]; total: string }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  return (
    <Stack gap="sm" align="center">
      <DonutChart
        size={150}
        thickness={22}
        data={shares.map((share) => ({
          name: t(`cards.shares.${share.key}`),
          value: share.value,
          color: share.color,
        }))}
        chartLabel={total}
        tooltipDataSource="segment"
      />
      <Stack gap={6} w="100%">
        {shares.map((share) => (
          <Group key={share.key} justify="space-between">
            <Group gap={6}>
              <ThemeIcon size={10} radius="xl" color={share.color} aria-hidden="true">
                {null}
              </ThemeIcon>
              <Text size="sm">{t(`cards.shares.${share.key}`)}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {format.number(share.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}

export function ProductOrdersCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`product-orders-${range}`, (signal) =>
    getAnalyticsCard(http, 'product-orders', signal),
  )
  return (
    <CardShell
      title={t('cards.productOrders')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => {
        const shares = [
          { key: 'finished', value: scale(data.chartInfo.finished, range), color: 'escudo.6' },
          { key: 'pending', value: scale(data.chartInfo.pending, range), color: 'yellow.6' },
          { key: 'rejected', value: scale(data.chartInfo.rejected, range), color: 'red.6' },
        ]
        return (
          <ShareDonut
            shares={shares}
            total={format.compact(shares.reduce((sum, share) => sum + share.value, 0))}
          />
        )
      }}
    </CardShell>
  )
}

export function SessionsDeviceCard() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`sessions-device-${range}`, (signal) =>
    getAnalyticsCard(http, 'sessions-device', signal),
  )
  const colors = ['escudo.6', 'yellow.6', 'red.6']
  return (
    <CardShell
      title={t('cards.sessionsDevice')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => (
        <Stack gap="sm">
          <DonutChart
            size={150}
            thickness={22}
            mx="auto"
            data={data.chartInfo.map((row, index) => ({
              name: t(`cards.shares.${row.name}`),
              value: row.usage,
              color: colors[index] ?? 'gray.6',
            }))}
            tooltipDataSource="segment"
          />
          {data.chartInfo.map((row) => (
            <Group key={row.name} justify="space-between">
              <Text size="sm">{t(`cards.shares.${row.name}`)}</Text>
              <Group gap={4}>
                <Text size="sm" fw={600}>
                  {row.usage}%
                </Text>
                <Text size="xs" c={row.upDown >= 0 ? 'teal.9' : 'red.9'}>
                  {row.upDown >= 0 ? <IconTrendingUp size={14} /> : <IconTrendingDown size={14} />}{' '}
                  {Math.abs(row.upDown)}%
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </CardShell>
  )
}

export function CustomersCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [range, setRange] = useRange()
  const card = useRequest(`customers-${range}`, (signal) => getAnalyticsCard(http, 'customers', signal))
  const colors = ['escudo.6', 'yellow.6', 'red.6']
  return (
    <CardShell
      title={t('cards.customers')}
      request={card}
      range={{ options: CARD_RANGES, value: range, onChange: setRange }}
    >
      {(data) => {
        const shares = data.listData.map((row, index) => ({
          key: row.text,
          value: scale(row.result, range),
          color: colors[index] ?? 'gray.6',
        }))
        return (
          <ShareDonut
            shares={shares}
            total={format.compact(shares.reduce((sum, share) => sum + share.value, 0))}
          />
        )
      }}
    </CardShell>
  )
}

/** The analytics cards page. */
export function AnalyticsCards() {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AvgSessionsCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SupportTrackerCard />
      </Grid.Col>
      <Grid.Col span={12}>
        <RevenueReportCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <GoalOverviewCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
        <RevenueCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProductOrdersCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SessionsDeviceCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CustomersCard />
      </Grid.Col>
    </Grid>
  )
}
