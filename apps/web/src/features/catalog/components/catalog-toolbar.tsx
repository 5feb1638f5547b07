import { PRODUCT_SORTS, type ProductQuery, type ProductSort } from '@escudo/contracts'
import { Button, NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setSort } from '../utils/catalog-query'
import classes from './catalog-toolbar.module.css'
import { QueryFields } from './query-fields'

type SortSelectProps = {
  query: ProductQuery
  onChange: (query: ProductQuery) => void
  /** The catalogue's address in the page's language: where the form goes without JavaScript. */
  action?: string
}

/**
 * The server's sorts; "relevance" is offered (and the default) only while there is a search. A GET form: without
 * JavaScript its button (shown only then) opens the sorted list; with it, choosing a sort is enough.
 */
export function SortSelect({ query, onChange, action }: SortSelectProps) {
  const { t } = useTranslation('catalog')
  const sorts = PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || query.q)
  const current = query.sort ?? (query.q ? 'relevance' : '-popularity')
  return (
    <form method="get" action={action} className={classes.form} onSubmit={(event) => event.preventDefault()}>
      <QueryFields query={setSort(query, undefined)} />
      <NativeSelect
        name="sort"
        size="sm"
        label={t('sort.label')}
        value={current}
        onChange={(event) => onChange(setSort(query, event.currentTarget.value as ProductSort))}
        data={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        classNames={{ root: classes.root, label: classes.label, wrapper: classes.wrapper }}
      />
      <Button type="submit" size="sm" variant="default" className={classes.noScriptOnly}>
        {t('sort.apply')}
      </Button>
    </form>
  )
}
