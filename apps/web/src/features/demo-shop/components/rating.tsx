import { Rating } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Read-only stars with the value spoken (Mantine's read-only rating has no name of its own). */
export function ProductRating({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('dashboard')
  return (
    <div role="img" aria-label={t('shop.rating', { value })}>
      <Rating value={value} readOnly size={size} color="yellow.7" aria-hidden="true" />
    </div>
  )
}
