import type { CaStatus } from '@escudo/contracts'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// Shades that keep the text above 4.5:1: white on a green darker than Mantine's green.9 (4.4:1) and on
// red.9, black on yellow.5.
const COLORS: Record<CaStatus, string> = { valido: '#1f7a33', vencido: 'red.9', outro: 'yellow.5' }
const MARKS: Record<CaStatus, string> = { valido: '✓', vencido: '✕', outro: '!' }

/**
 * A CA's status: colour, a mark and the words (never colour alone); `outro` shows the registry's own text
 * (CANCELADO, SUSPENSO…).
 */
export function CaStatusBadge({
  status,
  situation,
  size = 'lg',
}: {
  status: CaStatus
  situation: string
  size?: 'md' | 'lg'
}) {
  const { t } = useTranslation('storefront')
  const label = status === 'outro' ? situation.toLocaleLowerCase('pt-BR') : t(`caLookup.status.${status}`)
  return (
    <Badge
      color={COLORS[status]}
      size={size}
      variant="filled"
      leftSection={<span aria-hidden="true">{MARKS[status]}</span>}
      tt="none"
      c={status === 'outro' ? 'black' : 'white'}
      data-status={status}
    >
      {status === 'outro' ? t('caLookup.status.outro', { situation: label }) : label}
    </Badge>
  )
}
