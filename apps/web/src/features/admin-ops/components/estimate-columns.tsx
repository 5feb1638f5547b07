import { Anchor, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ListColumn } from '../../../components/list-table'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import type { Estimate } from '../api/types'
import { InvalidCaLines } from './line-ca-badge'
import { EstimateStatusBadge } from './status-badge'

/** An estimate's items in one line: "12 × Luva …, 5 × Óculos …". */
const itemsOf = (estimate: Estimate) =>
  estimate.lines.map((line) => `${line.quantity} × ${line.product.name}`).join(', ')

/** The columns of the tables of estimates (the inbox, a customer's page), each table picking its own. */
export function useEstimateColumns() {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  return {
    /** The inbox's short number ("nº 3"), named in full for screen readers. */
    shortNumber: {
      header: t('estimates.number'),
      cell: (estimate) => (
        <Anchor
          component={Link}
          to={paths.admin.estimate.getHref(estimate.id)}
          fw={700}
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('estimates.numberLabel', { number: estimate.number })}
        >
          {t('estimates.shortNumber', { number: estimate.number })}
        </Anchor>
      ),
    },
    number: {
      header: t('estimates.number'),
      cell: (estimate) => (
        <Anchor component={Link} to={paths.admin.estimate.getHref(estimate.id)} fw={600}>
          {t('estimates.numberLabel', { number: estimate.number })}
        </Anchor>
      ),
    },
    customer: {
      header: t('estimates.customer'),
      cell: (estimate) => (
        <>
          <Text size="sm" fw={600}>
            {estimate.customer.name}
          </Text>
          <Text size="xs" c="dimmed">
            {estimate.customer.company ?? estimate.customer.email}
          </Text>
        </>
      ),
    },
    items: {
      header: t('estimates.items'),
      cell: (estimate) => (
        <>
          {/* Two lines in the list; the whole list of items on hover. */}
          <Text size="sm" lineClamp={2} title={itemsOf(estimate)}>
            {itemsOf(estimate)}
          </Text>
          <InvalidCaLines lines={estimate.lines} />
        </>
      ),
    },
    status: {
      header: t('estimates.status'),
      cell: (estimate) => <EstimateStatusBadge status={estimate.status} />,
    },
    created: {
      header: t('estimates.created'),
      nowrap: true,
      cell: (estimate) => format.date(estimate.createdAt),
    },
    total: {
      header: t('estimates.total'),
      align: 'right',
      nowrap: true,
      cell: (estimate) => (estimate.totalCents === null ? '—' : format.money(estimate.totalCents / 100)),
    },
  } satisfies Record<string, ListColumn<Estimate>>
}
