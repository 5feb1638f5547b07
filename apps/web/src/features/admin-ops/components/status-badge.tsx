import type { EstimateStatus, OutboxStatus } from '@escudo/contracts'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// Dark shades on light backgrounds keep the badge text above WCAG AA contrast.
const ESTIMATE_COLORS: Record<EstimateStatus, string> = {
  em_aberto: 'blue',
  informacao_pendente: 'orange',
  respondido: 'teal',
  aprovado: 'green',
  recusado: 'red',
  cancelado: 'gray',
}
const OUTBOX_COLORS: Record<OutboxStatus, string> = { pending: 'orange', sent: 'green', failed: 'red' }

const badge = (color: string, label: string) => (
  <Badge
    color={color}
    variant="light"
    radius="sm"
    styles={{ label: { color: `var(--mantine-color-${color}-9)` } }}
  >
    {label}
  </Badge>
)

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  const { t } = useTranslation('admin-ops')
  return badge(ESTIMATE_COLORS[status], t(`status.${status}`))
}

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('admin-ops')
  return badge(OUTBOX_COLORS[status], t(`outbox.status.${status}`))
}
