import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductSummary } from '../api/catalog-api'
import { caStatus } from '../utils/ca-status'

type CaBadgeProps = { product: Pick<ProductSummary, 'caState' | 'caValidUntil'>; size?: 'sm' | 'lg' }

/**
 * A card's flag for a CA that is not valid (the server's `caState`: by its date or by the CAEPI registry) or
 * expires within 90 days; nothing for a valid one. Text, not colour alone, says which.
 */
export function CaBadge({ product, size = 'sm' }: CaBadgeProps) {
  const { t } = useTranslation('common')
  if (product.caState === 'valido') return null
  const expiring = product.caState === 'vencendo'
  const label = expiring
    ? t('product.caExpiring')
    : caStatus(product.caValidUntil) === 'expired'
      ? t('product.caExpired')
      : t('product.caInvalid')
  return (
    <Badge
      color={expiring ? 'orange' : 'red.9'}
      variant="filled"
      radius="sm"
      size={size}
      // A narrow phone card has no room for "CA vence em breve" on one line: it wraps rather than being cut.
      styles={{
        // Black on orange: white would fall short of the contrast ratio.
        root: {
          height: 'auto',
          maxWidth: '100%',
          ...(expiring ? { color: 'var(--mantine-color-black)' } : {}),
        },
        label: { whiteSpace: 'normal' },
      }}
    >
      {label}
    </Badge>
  )
}
