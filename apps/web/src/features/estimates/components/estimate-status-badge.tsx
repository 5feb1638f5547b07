import { Badge } from '@mantine/core'
import type { EstimateStatus } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'

// Mantine's light badges put shade 6 on a tint (about 3:1); darker text keeps 4.5:1 or more.
export const STATUS_TEXT: Record<EstimateStatus, string> = {
  em_aberto: '#1a4a85',
  informacao_pendente: '#7a3300',
  respondido: '#0b5c44',
  aprovado: '#1e6b30',
  recusado: '#a61e1e',
  cancelado: '#343a40',
}

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
      styles={{ root: { color: STATUS_TEXT[status] } }}
    >
      {t(`estimates.status.${status}`)}
    </Badge>
  )
}
