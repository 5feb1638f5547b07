import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePageText } from '../../../../lib/page-text'
import { useComparePicks, type ComparePick } from '../../store/compare-list'

type CompareToggleProps = { product: ComparePick; size?: 'xs' | 'sm' }

/**
 * "Comparar" on a card or the product page: picks the product for the side-by-side comparison (the tray at the
 * bottom of the page shows the picks, and says why a fifth is refused). Tiny on purpose: it is in every card's
 * first load; the code that changes the picks loads on the first click.
 */
export function CompareToggle({ product, size = 'xs' }: CompareToggleProps) {
  const { t } = useTranslation('common')
  const { slug } = product
  const name = usePageText()(product, 'name').text
  const picked = useComparePicks().some((pick) => pick.slug === slug)
  return (
    <Button
      variant={picked ? 'light' : 'default'}
      size={size}
      aria-pressed={picked}
      aria-label={t('compare.pickName', { name })}
      onClick={() => void import('../../store/compare-actions').then((m) => m.compareList.toggle(product))}
    >
      {picked ? '✓ ' : ''}
      {t('compare.pick')}
    </Button>
  )
}
