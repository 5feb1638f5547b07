import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { TitleCell, type ListColumn } from '../../../components/list-table'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useListPage } from '../../../lib/use-list-page'
import { customersApi, type CustomerParams } from '../api/customers'
import type { Customer } from '../api/types'
import { AdminListView } from './admin-list-view'
import { ToneBadge } from './status-badge'

const FILTERS: CustomerParams['disabled'][] = ['all', 'false', 'true']
const SORTS = ['-createdAt', 'name', '-lastEstimateAt'] as const

export function CustomersList() {
  const { t } = useTranslation('admin-ops')
  const list = useListPage({
    defaults: { disabled: 'all', sort: '-createdAt' },
    allowed: { disabled: FILTERS },
    endpoint: customersApi.endpoints.listCustomers,
    args: ({ page, q, disabled, sort }) => ({
      page,
      q,
      disabled: disabled as CustomerParams['disabled'],
      sort,
    }),
  })
  const columns = useColumns()

  return (
    <AdminListView
      texts="customers"
      list={list}
      filter={{ values: FILTERS, ...list.field('disabled') }}
      sort={{ options: SORTS, ...list.field('sort') }}
      table={{ columns, minWidth: 720, label: t('customers.title') }}
    />
  )
}

function useColumns(): ListColumn<Customer>[] {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  return [
    {
      header: t('customers.name'),
      cell: (customer) => (
        <TitleCell
          to={paths.admin.customer.getHref(customer.id)}
          title={customer.name}
          caption={customer.email}
        />
      ),
    },
    { header: t('customers.company'), cell: (customer) => <Text size="sm">{customer.company ?? '—'}</Text> },
    {
      header: t('customers.estimates'),
      align: 'right',
      cell: (customer) => (
        <>
          <Text size="sm">{customer.estimateCount}</Text>
          {customer.openEstimateCount ? (
            <Text size="xs" c="dimmed">
              {t('customers.open', { count: customer.openEstimateCount })}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: t('customers.since'), nowrap: true, cell: (customer) => format.date(customer.createdAt) },
    {
      header: t('customers.status'),
      cell: (customer) =>
        customer.disabled ? (
          <ToneBadge color="red">{t('customers.disabled')}</ToneBadge>
        ) : (
          <ToneBadge color="green">{t('customers.active')}</ToneBadge>
        ),
    },
  ]
}
