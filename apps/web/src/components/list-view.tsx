import { Card, Group, NativeSelect, Paper, Stack, Tabs } from '@mantine/core'
import type { ComponentProps, ReactNode } from 'react'
import type { ListPage } from '../lib/use-list-page'
import { ListSearch } from './list-search'
import { ListTable, type ListTableProps } from './list-table'
import { TableFooter } from './table-footer'

type Choice = { label: string; value: string; onChange: (value: string) => void }

export type ListViewProps<T extends { id: string }> = {
  /** The list's state and answer, from useListPage. */
  list: ListPage
  search: { label: string; placeholder: string }
  /** Filters beside the search field, after it (or before it, where the filter is the main choice). */
  filters?: ReactNode
  filtersFirst?: boolean
  /** A second row of filters under the first. */
  moreFilters?: ReactNode
  /** The order, last in the toolbar. */
  sort?: Choice & { options: { value: string; label: string }[] }
  /**
   * Status tabs above everything else, each with the rest of the list in its panel: `all` (value `all`),
   * then every status, with their counts once the list has them.
   */
  tabs?: Choice & {
    all: string
    statuses: { value: string; label: string }[]
    counts?: Record<string, number>
  }
  /** Between the toolbar and the list: the load error, an action's outcome. */
  alerts?: ReactNode
  /** The rows as a table (cards on phones)… */
  table?: ListTableProps<T>
  /** …or anything else (a column of cards), above the framed footer. */
  children?: ReactNode
  footer: ComponentProps<typeof TableFooter>['labels']
  /** `card`: the toolbar inside the frame too, for a list under a page's own header and actions. */
  variant?: 'page' | 'card'
}

/**
 * The back office's list screen: search and filters, alerts, the rows, then the footer with the loading and
 * empty states, the range shown and the pages. What it shows and where it is comes from useListPage.
 */
export function ListView<T extends { id: string }>(props: ListViewProps<T>) {
  const { tabs } = props
  if (!tabs) return <ListBody {...props} />
  const { counts } = tabs
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined
  const items = [{ value: 'all', label: tabs.all }, ...tabs.statuses].map((tab) => {
    const count = tab.value === 'all' ? total : counts?.[tab.value]
    return { value: tab.value, label: `${tab.label} ${count === undefined ? '' : `(${count})`}` }
  })
  return (
    <Tabs
      value={tabs.value}
      onChange={(value) => {
        if (value) tabs.onChange(value)
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={tabs.label}>
        {items.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {items.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <Stack gap="md">
            <ListBody {...props} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}

function ListBody<T extends { id: string }>({
  list,
  search,
  filters,
  filtersFirst,
  moreFilters,
  sort,
  ...props
}: ListViewProps<T>) {
  const toolbar = (
    <>
      <Group align="flex-end" gap="sm">
        {filtersFirst ? filters : null}
        <ListSearch {...search} value={list.state.q} onSearch={list.search} />
        {filtersFirst ? null : filters}
        {sort ? (
          <NativeSelect
            label={sort.label}
            data={sort.options}
            value={sort.value}
            onChange={(event) => sort.onChange(event.currentTarget.value)}
            w={220}
          />
        ) : null}
      </Group>
      {moreFilters}
      {props.alerts}
    </>
  )
  const rows = (
    <>
      {props.table ? <ListTable {...props.table} /> : null}
      <TableFooter
        loading={list.isLoading}
        empty={list.empty}
        page={list.state.page}
        pages={list.pages}
        onPage={list.setPage}
        labels={props.footer}
      />
    </>
  )
  if (props.variant === 'card')
    return (
      <Card withBorder padding={0} radius="md" aria-busy={list.isFetching}>
        <Stack gap="sm" p="md">
          {toolbar}
        </Stack>
        {props.children}
        {rows}
      </Card>
    )
  return (
    <>
      {toolbar}
      {props.children}
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        {rows}
      </Paper>
    </>
  )
}
