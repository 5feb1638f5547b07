import { Anchor, Group, Paper, SegmentedControl, NativeSelect, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { KEYBOARD_SCROLL } from './keyboard-scroll'
import { StackedTable } from '../../../components/stacked-table'
import { PageHeader } from '../../../components/page-header'
import { TableFooter } from '../../../components/table-footer'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import { useListCustomersQuery, type CustomerParams } from '../api/customers'
import { LoadError } from './load-error'
import { ToneBadge } from './status-badge'
import { SearchBox } from './search-box'
import { useFooterLabels } from './use-footer-labels'

const FILTERS: CustomerParams['disabled'][] = ['all', 'false', 'true']
const SORTS = ['-createdAt', 'name', '-lastEstimateAt'] as const

export function CustomersList() {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [state, setState] = useUrlState({ q: '', disabled: 'all', sort: '-createdAt', page: 1 })
  const disabled = (FILTERS as string[]).includes(state.disabled)
    ? (state.disabled as CustomerParams['disabled'])
    : 'all'
  const { data, error, isLoading, refetch } = useListCustomersQuery({
    page: state.page,
    q: state.q,
    disabled,
    sort: state.sort,
  })
  const total = data?.total ?? 0
  const labels = useFooterLabels(state.page, 20, total, 'customers.count')
  const columns = {
    name: t('customers.name'),
    company: t('customers.company'),
    estimates: t('customers.estimates'),
    since: t('customers.since'),
    status: t('customers.status'),
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('customers.title')} />
      <Group align="flex-end" gap="sm">
        <SearchBox
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={state.q}
          onSearch={(q) => setState({ q, page: 1 })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="customer-filter-label">
            {t('customers.show')}
          </Text>
          <SegmentedControl
            aria-labelledby="customer-filter-label"
            value={disabled}
            onChange={(value) => setState({ disabled: value, page: 1 })}
            data={FILTERS.map((value) => ({ value, label: t(`customers.filters.${value}`) }))}
          />
        </Stack>
        <NativeSelect
          label={t('customers.sort')}
          data={SORTS.map((value) => ({ value, label: t(`customers.sorts.${value}`) }))}
          value={state.sort}
          onChange={(event) => setState({ sort: event.currentTarget.value, page: 1 })}
          w={220}
        />
      </Group>
      <LoadError error={error} onRetry={refetch} />
      <Paper withBorder radius="md">
        <StackedTable
          minWidth={720}
          scrollAreaProps={KEYBOARD_SCROLL}
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t('customers.title')}
        >
          <StackedTable.Thead>
            <StackedTable.Tr>
              <StackedTable.Th>{columns.name}</StackedTable.Th>
              <StackedTable.Th>{columns.company}</StackedTable.Th>
              <StackedTable.Th ta="right">{columns.estimates}</StackedTable.Th>
              <StackedTable.Th>{columns.since}</StackedTable.Th>
              <StackedTable.Th>{columns.status}</StackedTable.Th>
            </StackedTable.Tr>
          </StackedTable.Thead>
          <StackedTable.Tbody>
            {data?.items.map((customer) => (
              <StackedTable.Tr key={customer.id}>
                <StackedTable.Td label={columns.name}>
                  <Anchor component={Link} to={paths.admin.customer.getHref(customer.id)} fw={600} size="sm">
                    {customer.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {customer.email}
                  </Text>
                </StackedTable.Td>
                <StackedTable.Td label={columns.company}>
                  <Text size="sm">{customer.company ?? '—'}</Text>
                </StackedTable.Td>
                <StackedTable.Td label={columns.estimates} ta="right">
                  <Text size="sm">{customer.estimateCount}</Text>
                  {customer.openEstimateCount ? (
                    <Text size="xs" c="dimmed">
                      {t('customers.open', { count: customer.openEstimateCount })}
                    </Text>
                  ) : null}
                </StackedTable.Td>
                <StackedTable.Td label={columns.since} style={{ whiteSpace: 'nowrap' }}>
                  {format.date(customer.createdAt)}
                </StackedTable.Td>
                <StackedTable.Td label={columns.status}>
                  {customer.disabled ? (
                    <ToneBadge color="red">{t('customers.disabled')}</ToneBadge>
                  ) : (
                    <ToneBadge color="green">{t('customers.active')}</ToneBadge>
                  )}
                </StackedTable.Td>
              </StackedTable.Tr>
            ))}
          </StackedTable.Tbody>
        </StackedTable>
        <TableFooter
          loading={isLoading}
          empty={!isLoading && total === 0}
          page={state.page}
          pages={Math.max(1, Math.ceil(total / 20))}
          onPage={(page) => setState({ page })}
          labels={{ ...labels, empty: t('customers.empty') }}
        />
      </Paper>
    </Stack>
  )
}
