import { Stack } from '@mantine/core'
import { Fragment, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../../components/list-table'
import { ListView, type ListViewProps } from '../../../components/list-view'
import { PageHeader } from '../../../components/page-header'
import { SegmentedFilter } from '../../../components/segmented-filter'
import type { TableFooter } from '../../../components/table-footer'
import type { ListPage } from '../../../lib/use-list-page'
import type { Page } from '../api/types'
import { LoadError } from './load-error'

type Choice = { value: string; onChange: (value: string) => void }

type AdminListViewProps<T extends { id: string }> = Omit<
  ListViewProps<T>,
  'list' | 'search' | 'filters' | 'alerts' | 'table' | 'children' | 'footer' | 'tabs' | 'sort'
> & {
  list: ListPage<Record<never, string>, Page<T> & { statusCounts?: Record<string, number> }>
  /**
   * Where the list's texts are in this area's namespace: `<texts>.title`, `.search`, `.searchPlaceholder`,
   * `.count` (the rows counted: "3 clientes"), `.empty`; `.tabs` and `.all` for status tabs; `.show` and
   * `.filters.<value>` (or `.<filter.texts>.<value>`) for the filter; `.sort` and `.sorts.<value>` for the order.
   */
  texts: string
  /** The list's main filter, as a segmented control. */
  filter?: Choice & { values: readonly string[]; texts?: string }
  /** Status tabs, with the counts the list's answer gives (`statusCounts`). */
  tabs?: Choice & { statuses: { value: string; label: string }[] }
  sort?: Choice & { options: readonly string[] }
  /** What the list says when nothing matches, when it depends on the filter. */
  empty?: string
  /** Alerts under the load error: an action's outcome. */
  alerts?: ReactNode
  table?: { columns: ListColumn<T>[]; minWidth: number; label: string }
  /** The rows as a column of cards instead of a table. */
  card?: (row: T) => ReactNode
}

/** The texts of a paged list's footer (TableFooter): `<texts>.count` names the rows, `empty` is a key. */
export function useFooterLabels(
  { from, to, total }: { from: number; to: number; total: number },
  texts: string,
  empty: string,
): ComponentProps<typeof TableFooter>['labels'] {
  const { t } = useTranslation('admin-ops')
  return {
    loading: t('list.loading'),
    empty: t(empty),
    summary:
      total === 0 ? '' : t('list.summary', { from, to, total, what: t(`${texts}.count`, { count: total }) }),
    control: (control) => t(`list.${control}`),
    page: (page) => t('list.page', { page }),
  }
}

/** A back-office list page: its title, then the shared ListView with this area's texts and load error. */
export function AdminListView<T extends { id: string }>({
  list,
  texts,
  empty = `${texts}.empty`,
  alerts,
  table,
  tabs,
  filter,
  sort,
  card,
  ...props
}: AdminListViewProps<T>) {
  const { t } = useTranslation('admin-ops')
  const footer = useFooterLabels(list, texts, empty)
  return (
    <Stack gap="md">
      <PageHeader title={t(`${texts}.title`)} />
      <ListView
        list={list}
        search={{ label: t(`${texts}.search`), placeholder: t(`${texts}.searchPlaceholder`) }}
        alerts={
          <>
            <LoadError error={list.error} onRetry={list.retry} />
            {alerts}
          </>
        }
        table={table && { ...table, rows: list.data?.items }}
        filters={
          filter && (
            <SegmentedFilter
              label={t(`${texts}.show`)}
              data={filter.values.map((value) => ({
                value,
                label: t(`${texts}.${filter.texts ?? 'filters'}.${value}`),
              }))}
              value={filter.value}
              onChange={filter.onChange}
            />
          )
        }
        tabs={
          tabs && {
            ...tabs,
            label: t(`${texts}.tabs`),
            all: t(`${texts}.all`),
            counts: list.data?.statusCounts,
          }
        }
        sort={
          sort && {
            ...sort,
            label: t(`${texts}.sort`),
            options: sort.options.map((value) => ({ value, label: t(`${texts}.sorts.${value}`) })),
          }
        }
        footer={footer}
        {...props}
      >
        {card ? (
          <Stack gap="sm">
            {list.data?.items.map((row) => (
              <Fragment key={row.id}>{card(row)}</Fragment>
            ))}
          </Stack>
        ) : null}
      </ListView>
    </Stack>
  )
}
