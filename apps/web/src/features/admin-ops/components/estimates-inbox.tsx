import { ESTIMATE_STATUSES, type EstimateStatus } from '@escudo/contracts'
import { Anchor, Group, Paper, NativeSelect, Stack, Tabs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { KEYBOARD_SCROLL } from './keyboard-scroll'
import { StackedTable } from '../../../components/stacked-table'
import { PageHeader } from '../../../components/page-header'
import { TableFooter } from '../../../components/table-footer'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import { useListAdminEstimatesQuery } from '../api/estimates'
import { LoadError } from './load-error'
import { SearchBox } from './search-box'
import { EstimateStatusBadge } from './status-badge'
import { useFooterLabels } from './use-footer-labels'

const PAGE_SIZE = 20
const SORTS = ['-createdAt', 'createdAt', '-updatedAt', '-number'] as const

/** The staff inbox: status tabs with counts, search, sort and a paged table (cards on phones). */
export function EstimatesInbox() {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [state, setState] = useUrlState({ status: 'all', q: '', page: 1, sort: '-createdAt' })
  const status = (ESTIMATE_STATUSES as readonly string[]).includes(state.status)
    ? (state.status as EstimateStatus)
    : undefined
  const { data, error, isLoading, isFetching, refetch } = useListAdminEstimatesQuery({
    page: state.page,
    size: PAGE_SIZE,
    status,
    q: state.q,
    sort: state.sort,
  })
  const counts = data?.statusCounts
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined
  const total = data?.total ?? 0
  const labels = useFooterLabels(state.page, PAGE_SIZE, total, 'estimates.count')
  const columns = {
    number: t('estimates.number'),
    customer: t('estimates.customer'),
    items: t('estimates.items'),
    status: t('estimates.status'),
    created: t('estimates.created'),
    total: t('estimates.total'),
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('estimates.title')} />
      <Tabs
        value={status ?? 'all'}
        onChange={(value) => setState({ status: value ?? 'all', page: 1 })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('estimates.tabs')}>
          <Tabs.Tab value="all">
            {t('estimates.all')} {all === undefined ? '' : `(${all})`}
          </Tabs.Tab>
          {ESTIMATE_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
              {t(`status.${s}`)} {counts ? `(${counts[s]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {['all', ...ESTIMATE_STATUSES].map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === (status ?? 'all') ? (
              <Stack gap="md">
                <Group align="flex-end" gap="sm">
                  <SearchBox
                    label={t('estimates.search')}
                    placeholder={t('estimates.searchPlaceholder')}
                    value={state.q}
                    onSearch={(q) => setState({ q, page: 1 })}
                  />
                  <NativeSelect
                    label={t('estimates.sort')}
                    data={SORTS.map((value) => ({ value, label: t(`estimates.sorts.${value}`) }))}
                    value={state.sort}
                    onChange={(event) => setState({ sort: event.currentTarget.value, page: 1 })}
                    w={220}
                  />
                </Group>
                <LoadError error={error} onRetry={refetch} />
                <Paper withBorder radius="md" aria-busy={isFetching}>
                  <StackedTable
                    minWidth={760}
                    scrollAreaProps={KEYBOARD_SCROLL}
                    highlightOnHover
                    verticalSpacing="sm"
                    aria-label={t('estimates.tableLabel')}
                  >
                    <StackedTable.Thead>
                      <StackedTable.Tr>
                        <StackedTable.Th>{columns.number}</StackedTable.Th>
                        <StackedTable.Th>{columns.customer}</StackedTable.Th>
                        <StackedTable.Th>{columns.items}</StackedTable.Th>
                        <StackedTable.Th>{columns.status}</StackedTable.Th>
                        <StackedTable.Th>{columns.created}</StackedTable.Th>
                        <StackedTable.Th ta="right">{columns.total}</StackedTable.Th>
                      </StackedTable.Tr>
                    </StackedTable.Thead>
                    <StackedTable.Tbody>
                      {data?.items.map((estimate) => (
                        <StackedTable.Tr key={estimate.id}>
                          <StackedTable.Td label={columns.number}>
                            <Anchor
                              component={Link}
                              to={paths.admin.estimate.getHref(estimate.id)}
                              fw={700}
                              style={{ whiteSpace: 'nowrap' }}
                              aria-label={t('estimates.numberLabel', { number: estimate.number })}
                            >
                              {t('estimates.shortNumber', { number: estimate.number })}
                            </Anchor>
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.customer}>
                            <Text size="sm" fw={600}>
                              {estimate.customer.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {estimate.customer.company ?? estimate.customer.email}
                            </Text>
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.items}>
                            <Text size="sm" lineClamp={2}>
                              {estimate.lines
                                .map((line) => `${line.quantity} × ${line.product.name}`)
                                .join(', ')}
                            </Text>
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.status}>
                            <EstimateStatusBadge status={estimate.status} />
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.created} style={{ whiteSpace: 'nowrap' }}>
                            {format.date(estimate.createdAt)}
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.total} ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {estimate.totalCents === null ? '—' : format.money(estimate.totalCents / 100)}
                          </StackedTable.Td>
                        </StackedTable.Tr>
                      ))}
                    </StackedTable.Tbody>
                  </StackedTable>
                  <TableFooter
                    loading={isLoading}
                    empty={!isLoading && total === 0}
                    page={state.page}
                    pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
                    onPage={(page) => setState({ page })}
                    labels={{ ...labels, empty: t('estimates.empty') }}
                  />
                </Paper>
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}
