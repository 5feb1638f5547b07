import { PRODUCT_SORTS, type ProductQuery, type ProductSort } from '@escudo/contracts'
import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setSort } from '../utils/catalog-query'
import classes from './catalog-toolbar.module.css'

type SortSelectProps = { query: ProductQuery; onChange: (query: ProductQuery) => void }

/** The server's sorts; "relevance" is offered (and the default) only while there is a search. */
export function SortSelect({ query, onChange }: SortSelectProps) {
  const { t } = useTranslation('catalog')
  const sorts = PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || query.q)
  const current = query.sort ?? (query.q ? 'relevance' : '-popularity')
  return (
    <NativeSelect
      size="sm"
      label={t('sort.label')}
      value={current}
      onChange={(event) => onChange(setSort(query, event.currentTarget.value as ProductSort))}
      data={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      classNames={{ root: classes.root, label: classes.label, wrapper: classes.wrapper }}
    />
  )
}
