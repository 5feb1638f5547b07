import { ESTIMATE_STATUSES, mayUse, type StaffArea } from '@escudo/contracts'
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import { StackedTable } from '../../../components/stacked-table'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { selectUser } from '../../../lib/session/session-slice'
import { useGetOverviewQuery } from '../api/overview'
import type { Overview } from '../api/types'
import { BackupCard } from './backup-card'
import { LoadError } from './load-error'
import { EstimateStatusBadge, ToneBadge } from './status-badge'

type StatProps = { label: string; value: number; href: string; hint: string; tone?: 'alert' | 'plain' }

/** A number that needs the brand's attention, linking to where it is dealt with. */
function Stat({ label, value, href, hint, tone = 'plain' }: StatProps) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component={Link}
      to={href}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={34} fw={800} c={tone === 'alert' && value > 0 ? 'red.9' : 'escudo.8'} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  )
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  )
}

/** The numbers that need the brand's attention, each linking to where it is dealt with. */
function AttentionStats({ overview, uses }: { overview: Overview; uses: (area: StaffArea) => boolean }) {
  const { t } = useTranslation('admin-ops')
  const stats = (
    [
      [
        'openEstimates',
        overview.openEstimates,
        `${paths.admin.estimates.getHref()}?status=em_aberto`,
        'sales',
      ],
      ['newContacts', overview.newContactMessages, paths.admin.contactMessages.getHref(), 'sales'],
      ['commentsAwaiting', overview.commentsAwaiting, paths.admin.comments.getHref(), 'sales'],
      ['caAttention', overview.caAttention.count, '#ca-attention', 'catalogue'],
    ] as const
  ).filter(([, , , area]) => uses(area))
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(2, stats.length), md: stats.length }}>
      {stats.map(([key, value, href]) => (
        <Stat
          key={key}
          label={t(`overview.${key}`)}
          value={value}
          href={href}
          // Only the CA hint says how many have expired.
          hint={t(`overview.${key}Hint`, { count: overview.caAttention.expired })}
          tone="alert"
        />
      ))}
    </SimpleGrid>
  )
}

export function OverviewView() {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data, error, isLoading, refetch } = useGetOverviewQuery()
  // Each role sees the numbers of the areas it works in (contracts' STAFF_AREAS), never a link it cannot open.
  const role = useSelector(selectUser)?.role
  const uses = (area: StaffArea) => mayUse(role, area)
  const estimates = paths.admin.estimates.getHref()
  const caColumns = {
    product: t('overview.product'),
    ca: t('overview.ca'),
    validUntil: t('overview.validUntil'),
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('overview.title')} />
      <LoadError error={error} onRetry={refetch} />
      {isLoading ? <Skeleton h={120} /> : null}
      {data ? (
        <>
          <AttentionStats overview={data} uses={uses} />

          {uses('sales') ? (
            <Card
              title={t('overview.byStatus')}
              action={
                <Anchor component={Link} to={estimates} size="sm">
                  {t('overview.openInbox')}
                </Anchor>
              }
            >
              <Group gap="md">
                {ESTIMATE_STATUSES.map((status) => (
                  <Anchor
                    key={status}
                    component={Link}
                    to={`${estimates}?status=${status}`}
                    underline="never"
                  >
                    <Group gap={6} wrap="nowrap">
                      <EstimateStatusBadge status={status} />
                      <Text fw={700} c="dark">
                        {data.estimatesByStatus[status]}
                      </Text>
                    </Group>
                  </Anchor>
                ))}
              </Group>
            </Card>
          ) : null}

          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Card title={t('overview.mostViewed')}>
              <Ranking
                empty={t('overview.noViews')}
                products={data.mostViewed}
                value={(p) => t('overview.views', { count: p.views })}
              />
            </Card>
            <Card title={t('overview.mostQuoted')}>
              <Ranking
                empty={t('overview.noQuotes')}
                products={data.mostQuoted}
                value={(p) =>
                  t('overview.quoted', { count: p.estimates, quantity: format.number(p.quantity) })
                }
              />
            </Card>
          </SimpleGrid>

          {uses('catalogue') ? (
            <div id="ca-attention">
              <Card title={t('overview.caTitle', { days: 90 })}>
                {data.caAttention.products.length === 0 ? (
                  <Text c="dimmed">{t('overview.caNone')}</Text>
                ) : (
                  <StackedTable minWidth={340} verticalSpacing="xs">
                    <StackedTable.Thead>
                      <StackedTable.Tr>
                        <StackedTable.Th>{caColumns.product}</StackedTable.Th>
                        <StackedTable.Th>{caColumns.ca}</StackedTable.Th>
                        <StackedTable.Th>{caColumns.validUntil}</StackedTable.Th>
                      </StackedTable.Tr>
                    </StackedTable.Thead>
                    <StackedTable.Tbody>
                      {data.caAttention.products.map((p) => (
                        <StackedTable.Tr key={p.id}>
                          <StackedTable.Td label={caColumns.product}>
                            <Text size="sm" fw={600}>
                              {p.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {p.reference}
                              {p.published ? '' : ` · ${t('overview.unpublished')}`}
                            </Text>
                          </StackedTable.Td>
                          <StackedTable.Td label={caColumns.ca}>{p.caNumber}</StackedTable.Td>
                          <StackedTable.Td label={caColumns.validUntil}>
                            <Group gap={6}>
                              <span>{format.date(p.caValidUntil)}</span>
                              <ToneBadge color={p.expired ? 'red' : 'orange'}>
                                {p.expired ? t('overview.expired') : t('overview.expiring')}
                              </ToneBadge>
                            </Group>
                          </StackedTable.Td>
                        </StackedTable.Tr>
                      ))}
                    </StackedTable.Tbody>
                  </StackedTable>
                )}
                {data.caAttention.count > data.caAttention.products.length ? (
                  <Text size="sm" c="dimmed" mt="xs">
                    {t('overview.caMore', {
                      count: data.caAttention.count - data.caAttention.products.length,
                    })}
                  </Text>
                ) : null}
              </Card>
            </div>
          ) : null}

          {uses('staff') ? <BackupCard /> : null}
        </>
      ) : null}
    </Stack>
  )
}

type RankedProduct = { id: string; name: string; reference: string; slug: string }

/** Products in order, each linking to its page, with what ranks it. */
function Ranking<P extends RankedProduct>({
  products,
  value,
  empty,
}: {
  products: P[]
  value: (product: P) => string
  empty: string
}) {
  const rows = products.map((p) => ({
    ...p,
    href: paths.storefront.product.getHref(p.slug),
    value: value(p),
  }))
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Group component="li" key={row.id} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={800} c="escudo.8" w={20} ta="right">
              {index + 1}
            </Text>
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={row.href} size="sm" fw={600} lineClamp={1} title={row.name}>
                {row.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.reference}
              </Text>
            </div>
          </Group>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}
