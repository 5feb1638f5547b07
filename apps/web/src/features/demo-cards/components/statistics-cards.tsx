import { AreaChart, BarChart, LineChart } from '@mantine/charts'
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import type { Series } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { IconMail, type IconProps } from '../../../components/icons'
import {
  IconBox,
  IconCart,
  IconCurrency,
  IconEye,
  IconTrendingUp,
  IconUsers,
} from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getStatisticsCard, parseHeadline } from '../api/cards'
import { CardShell } from './card-shell'

/** Recharts wants rows: `[{ index: 1, Orders: 40 }, …]` from the API's `{ name, data }` series. */
export function toRows(series: Series[], labels?: string[]) {
  const length = Math.max(...series.map((serie) => serie.data.length))
  return Array.from({ length }, (_, index) => ({
    label: labels?.[index] ?? String(index + 1),
    ...Object.fromEntries(series.map((serie) => [serie.name, serie.data[index] ?? 0])),
  }))
}

type TrendName =
  'subscribers' | 'revenue' | 'sales' | 'orders' | 'site-traffic' | 'active-users' | 'newsletter'
const TRENDS: { name: TrendName; key: string; icon: ComponentType<IconProps>; color: string }[] = [
  { name: 'subscribers', key: 'subscribers', icon: IconUsers, color: 'escudo' },
  { name: 'revenue', key: 'revenue', icon: IconCurrency, color: 'teal' },
  { name: 'sales', key: 'sales', icon: IconCart, color: 'red' },
  { name: 'orders', key: 'orders', icon: IconBox, color: 'orange' },
  { name: 'site-traffic', key: 'siteTraffic', icon: IconEye, color: 'cyan' },
  { name: 'active-users', key: 'activeUsers', icon: IconUsers, color: 'violet' },
  { name: 'newsletter', key: 'newsletter', icon: IconMail, color: 'yellow' },
]

/** A headline number with its trend drawn under it. */
export function TrendCard({ name }: { name: TrendName }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const card = useRequest(`stat-${name}`, (signal) => getStatisticsCard(http, name, signal))
  const { key, icon: Icon, color } = TRENDS.find((trend) => trend.name === name)!
  const data = card.data
  const series = data?.series[0]
  const headline = data ? ((data.analyticsData as Record<string, number>)[key] ?? 0) : 0
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon variant="light" color={color} size="lg" radius="xl">
        <Icon size={20} />
      </ThemeIcon>
      <Text fw={800} fz={24} mt="sm">
        {data ? format.compact(headline) : '…'}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`cards.trends.${name}`)}
      </Text>
      {series ? (
        <AreaChart
          h={70}
          mt="sm"
          data={toRows([series])}
          dataKey="label"
          series={[{ name: series.name, color: `${color}.6`, label: t(`cards.trends.${name}`) }]}
          curveType="natural"
          withXAxis={false}
          withYAxis={false}
          gridAxis="none"
          withDots={false}
          tooltipProps={{ wrapperStyle: { zIndex: 10 } }}
        />
      ) : null}
    </Card>
  )
}

function OrdersBarCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const card = useRequest('stat-orders-bar', (signal) => getStatisticsCard(http, 'orders-bar-chart', signal))
  return (
    <CardShell title={t('cards.ordersBar')} request={card}>
      {(data) => (
        <Stack gap="xs">
          <Text fw={800} fz={24}>
            {format.compact(parseHeadline(data.statistics))}
          </Text>
          <BarChart
            h={90}
            data={toRows(data.series)}
            dataKey="label"
            series={[{ name: '2020', color: 'orange.6', label: t('cards.orders') }]}
            withXAxis={false}
            withYAxis={false}
            gridAxis="none"
          />
        </Stack>
      )}
    </CardShell>
  )
}

function ProfitLineCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const card = useRequest('stat-profit', (signal) => getStatisticsCard(http, 'profit-line-chart', signal))
  return (
    <CardShell title={t('cards.profit')} request={card}>
      {(data) => (
        <Stack gap="xs">
          <Text fw={800} fz={24}>
            {format.compact(parseHeadline(data.statistics))}
          </Text>
          <LineChart
            h={90}
            data={toRows(data.series)}
            dataKey="label"
            series={[{ name: 'Profit', color: 'escudo.6', label: t('cards.profit') }]}
            withXAxis={false}
            withYAxis={false}
            gridAxis="xy"
            curveType="linear"
          />
        </Stack>
      )}
    </CardShell>
  )
}

/** The statistics cards page: headline numbers with small charts. */
export function StatisticsCards() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Text fw={700}>{t('cards.statistics')}</Text>
          <Text size="sm" c="dimmed">
            {t('cards.updated')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {(
            [
              ['sales', 230000, IconTrendingUp, 'escudo'],
              ['customers', 8549, IconUsers, 'cyan'],
              ['products', 1423, IconBox, 'red'],
              ['revenue', 9745, IconCurrency, 'teal'],
            ] as const
          ).map(([key, value, Icon, color]) => (
            <Group key={key} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={color} size="xl" radius="xl">
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={800}>{format.compact(value)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`cards.summary.${key}`)}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <OrdersBarCard />
        <ProfitLineCard />
        <TrendCard name="subscribers" />
        <TrendCard name="revenue" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        {TRENDS.filter((trend) => !['subscribers', 'revenue'].includes(trend.name)).map((trend) => (
          <TrendCard key={trend.name} name={trend.name} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
