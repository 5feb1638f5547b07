import type { ProductQuery } from '@escudo/contracts'
import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { catalogHref, clearFilters } from '../utils/catalog-query'

/**
 * "Limpar filtros": a link to the list without filters nor search, keeping the sort (it works without the script,
 * decision 047). Subtle, not red: clearing filters destroys nothing.
 */
export function ClearFiltersLink({ query }: { query: ProductQuery }) {
  const { t } = useTranslation('catalog')
  return (
    <Button
      component={Link}
      to={catalogHref(clearFilters(query))}
      preventScrollReset
      variant="subtle"
      size="compact-sm"
    >
      {t('clearFilters')}
    </Button>
  )
}
