import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { ListTable, type ListColumn } from '../../../components/list-table'

type TableSectionProps<T extends { id: string }> = {
  title: string
  /** The load error and an action's outcome, above the table. */
  alerts: ReactNode
  columns: ListColumn<T>[]
  rows: T[] | undefined
  empty: string
  minWidth?: number
}

/** A titled panel with one short table (no paging), named by its title, saying so when it is empty. */
export function TableSection<T extends { id: string }>(props: TableSectionProps<T>) {
  const { title, alerts, columns, rows, empty, minWidth = 720 } = props
  const titleId = useId()
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" p="md" pb="xs" id={titleId}>
        {title}
      </Title>
      <Stack gap="sm" px="md">
        {alerts}
      </Stack>
      {/* Empty: the sentence alone, not a table of headers (on a phone, a blank box above it). */}
      {rows?.length === 0 ? (
        <Text c="dimmed" p="md">
          {empty}
        </Text>
      ) : (
        <ListTable columns={columns} rows={rows} minWidth={minWidth} label={title} />
      )}
    </Paper>
  )
}
