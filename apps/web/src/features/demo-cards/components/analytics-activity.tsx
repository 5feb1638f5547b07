import { BarChart } from '@mantine/charts'
import { Divider, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { CARD_RANGES } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getAnalyticsCard, parseHeadline, scale, toNumber } from '../api/cards'
import { Gauge, useRange } from './analytics-parts'
import { CardShell } from './card-shell'
import { toRows } from './statistics-cards'

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
                {format.percent(parseHeadline(data.growth), 1, { signed: true })} {t('cards.vsLast')}
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
                ['retention', format.percent(data.retention, 1)],
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

export function GoalOverviewCard() {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
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
              <Text fw={700}>{format.number(toNumber(data.completed))}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('cards.inProgress')}
              </Text>
              <Text fw={700}>{format.number(toNumber(data.inProgress))}</Text>
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </CardShell>
  )
}
