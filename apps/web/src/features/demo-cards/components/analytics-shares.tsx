import { DonutChart } from '@mantine/charts'
import { Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { CARD_RANGES } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconTrendingDown, IconTrendingUp } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getAnalyticsCard, scale } from '../api/cards'
import { useRange } from './analytics-parts'
import { CardShell } from './card-shell'

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
  const format = useFormatters()
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
                  {format.percent(row.usage, 1)}
                </Text>
                <Text size="xs" c={row.upDown >= 0 ? 'teal.9' : 'red.9'}>
                  {row.upDown >= 0 ? <IconTrendingUp size={14} /> : <IconTrendingDown size={14} />}{' '}
                  {format.percent(Math.abs(row.upDown), 1)}
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
