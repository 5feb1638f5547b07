import { ESTIMATE_STATUSES, type EstimateStatus } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { useListPage } from '../../../lib/use-list-page'
import { estimatesApi } from '../api/estimates'
import { AdminListView } from './admin-list-view'
import { useEstimateColumns } from './estimate-columns'

const PAGE_SIZE = 20
const SORTS = ['-createdAt', 'createdAt', '-updatedAt', '-number'] as const

/** The staff inbox: status tabs with counts, search, sort and a paged table (cards on phones). */
export function EstimatesInbox() {
  const { t } = useTranslation('admin-ops')
  const list = useListPage({
    defaults: { status: 'all', sort: '-createdAt' },
    allowed: { status: ['all', ...ESTIMATE_STATUSES] },
    pageSize: PAGE_SIZE,
    endpoint: estimatesApi.endpoints.listAdminEstimates,
    args: ({ page, status, q, sort }) => ({
      page,
      size: PAGE_SIZE,
      status: status === 'all' ? undefined : (status as EstimateStatus),
      q,
      sort,
    }),
  })
  const { shortNumber, customer, items, status, created, total } = useEstimateColumns()

  return (
    <AdminListView
      texts="estimates"
      list={list}
      tabs={{
        statuses: ESTIMATE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ...list.field('status'),
      }}
      sort={{ options: SORTS, ...list.field('sort') }}
      table={{
        columns: [shortNumber, customer, items, status, created, total],
        minWidth: 760,
        label: t('estimates.tableLabel'),
      }}
    />
  )
}
