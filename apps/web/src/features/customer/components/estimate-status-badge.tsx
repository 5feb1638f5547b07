import { Badge } from '@mantine/core'
import type { EstimateStatus } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'

// Dark text on light tints: readable (4.5:1) in every colour.
const COLORS: Record<EstimateStatus, string> = {
  em_aberto: 'blue',
  informacao_pendente: 'orange',
  respondido: 'teal',
  aprovado: 'green',
  recusado: 'red',
  cancelado: 'gray',
}

export function EstimateStatusBadge({
  status,
  size = 'md',
}: {
  status: EstimateStatus
  size?: 'sm' | 'md' | 'lg'
}) {
  const { t } = useTranslation('customer')
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size={size}
      radius="sm"
      styles={{ root: { color: `var(--mantine-color-${COLORS[status]}-9)` } }}
    >
      {t(`estimates.status.${status}`)}
    </Badge>
  )
}
