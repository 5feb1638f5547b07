import {
  Table,
  type TableProps,
  type TableScrollContainerProps,
  type TableTbodyProps,
  type TableTdProps,
  type TableTheadProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core'
import { ScrollContainer } from './scroll-container'
import classes from './stacked-table.module.css'

type StackedTableProps = TableProps & {
  /** From `sm` up, narrower than this the table scrolls sideways in its own box (Table.ScrollContainer). */
  minWidth: number
  scrollAreaProps?: TableScrollContainerProps['scrollAreaProps']
}

/**
 * A list table on tablets and desktops; on phones (below `sm`) every row a card, each value under its column's
 * name, so nothing hides off-screen (stacked-table.module.css). The explicit roles keep it a table for screen
 * readers once the CSS changes the elements' display. Build it with StackedTable.Thead/Tbody/Tr/Th/Td, and give
 * each Td the same text as its column's Th as `label`. Its sideways scroll box takes the focus while the table
 * overflows it, so the arrow keys scroll it too (ScrollContainer).
 */
export function StackedTable({ minWidth, scrollAreaProps, className, ...props }: StackedTableProps) {
  return (
    <ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={scrollAreaProps}
      classNames={{ scrollContainerInner: classes.inner }}
    >
      <Table
        role="table"
        className={className ? `${classes.table} ${className}` : classes.table}
        {...props}
      />
    </ScrollContainer>
  )
}

function Thead(props: TableTheadProps) {
  return <Table.Thead role="rowgroup" {...props} />
}

function Tbody(props: TableTbodyProps) {
  return <Table.Tbody role="rowgroup" {...props} />
}

function Tr(props: TableTrProps) {
  return <Table.Tr role="row" {...props} />
}

function Th(props: TableThProps) {
  return <Table.Th role="columnheader" {...props} />
}

/** A cell; `label` is its column's name, shown before the value on phones. */
function Td({ label, children, ...props }: TableTdProps & { label: string }) {
  return (
    <Table.Td role="cell" data-label={label} {...props}>
      <div className={classes.value}>{children}</div>
    </Table.Td>
  )
}

StackedTable.Thead = Thead
StackedTable.Tbody = Tbody
StackedTable.Tr = Tr
StackedTable.Th = Th
StackedTable.Td = Td
