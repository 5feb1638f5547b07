import { Anchor, Text, VisuallyHidden, type TableScrollContainerProps } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import { StackedTable } from './stacked-table'

export type ListColumn<T> = {
  /** The column's name, also each cell's label on phones. */
  header: string
  /** What the header cell shows instead of `header` (a checkbox selecting every row); `header` still names it. */
  title?: ReactNode
  cell: (row: T) => ReactNode
  align?: 'right'
  /** Keeps the cells on one line (dates, amounts). */
  nowrap?: boolean
}

type Row = { id: string }

export type ListTableProps<T extends Row> = {
  columns: ListColumn<T>[]
  rows: T[] | undefined
  minWidth: number
  label?: string
  scrollAreaProps?: TableScrollContainerProps['scrollAreaProps']
  'aria-busy'?: boolean
}

const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' }

/** A StackedTable built from its columns, so every cell carries its column's name for the phone layout. */
export function ListTable<T extends Row>({ columns, rows, label, ...props }: ListTableProps<T>) {
  return (
    <StackedTable highlightOnHover verticalSpacing="sm" aria-label={label} {...props}>
      <StackedTable.Thead>
        <StackedTable.Tr>
          {columns.map((column) => (
            <StackedTable.Th key={column.header} ta={column.align}>
              {column.title === undefined ? (
                column.header
              ) : (
                // The column keeps its name for screen readers and for the phone layout's cell labels.
                <>
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                  {column.title}
                </>
              )}
            </StackedTable.Th>
          ))}
        </StackedTable.Tr>
      </StackedTable.Thead>
      <StackedTable.Tbody>
        {rows?.map((row) => (
          <StackedTable.Tr key={row.id}>
            {columns.map((column) => (
              <StackedTable.Td
                key={column.header}
                label={column.header}
                ta={column.align}
                style={column.nowrap ? NOWRAP : undefined}
              >
                {column.cell(row)}
              </StackedTable.Td>
            ))}
          </StackedTable.Tr>
        ))}
      </StackedTable.Tbody>
    </StackedTable>
  )
}

/** A cell naming its row: a link to the row's page, and a dimmed line under it (a reference, an e-mail). */
export function TitleCell({ to, title, caption }: { to: string; title: ReactNode; caption: ReactNode }) {
  return (
    <>
      <Anchor component={Link} to={to} fw={600} size="sm">
        {title}
      </Anchor>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </>
  )
}
