import type { EstimateStatus, OutboxStatus } from '@escudo/contracts'
import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'
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

// Text darker than Mantine's shade 9 for orange and green: on the tinted background of a light badge
// those stay under WCAG AA (4.5:1). These keep every badge above it.
export const TONE_TEXT: Record<string, string> = {
  blue: '#134e86',
  orange: '#8a3a00',
  teal: '#055a45',
  green: '#1e6b30',
  red: '#a51111',
  gray: '#343a40',
}

/** A light badge whose text stays readable (AA) on its tinted background. */
export function ToneBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      style={{ minWidth: 'max-content' }}
      styles={{ label: { color: TONE_TEXT[color] ?? TONE_TEXT.gray } }}
    >
      {children}
    </Badge>
  )
}

const badge = (color: string, label: string) => <ToneBadge color={color}>{label}</ToneBadge>

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  const { t } = useTranslation('admin-ops')
  return badge(ESTIMATE_COLORS[status], t(`status.${status}`))
}

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('admin-ops')
  return badge(OUTBOX_COLORS[status], t(`outbox.status.${status}`))
}

/** Label styles for a secondary action button in a tone (AA on white, unlike Mantine's light and outline). */
export const toneButton = (color: string) => ({ label: { color: TONE_TEXT[color] } })
