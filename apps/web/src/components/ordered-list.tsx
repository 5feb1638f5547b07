import { ActionIcon, Group, Stack, Text, type ActionIconProps, type MantineSpacing } from '@mantine/core'
import { createContext, use, useLayoutEffect, useRef, type ReactNode } from 'react'
import { IconChevronDown, IconTrash } from './icons'

type Direction = 'up' | 'down'

type Row = {
  index: number
  count: number
  move: (direction: Direction) => void
  register: (direction: Direction, button: HTMLButtonElement | null) => void
}

const RowContext = createContext<Row | null>(null)

/** A copy of `items` with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

type OrderedListProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  /** The list's accessible name. */
  label: string
  /** Said before the list while it loads (`loading`), and once loaded when it is empty. */
  messages?: { loading: string; empty: string }
  loading?: boolean
  gap?: MantineSpacing
  /** Moves the item at `from` one step, to `to`; the list may change order later (after the server answers). */
  onMove: (from: number, to: number) => void
  /** One row: an `li`, with OrderedRowControls somewhere inside. */
  children: (item: T, index: number) => ReactNode
}

/**
 * A list the user puts in order, one step at a time. When the moved row reaches its new place the focus goes
 * back to the button that moved it (or its other move button, at an end), so the keyboard user can go on
 * moving it: the row's elements are moved or replaced on the way, and the focus would be lost.
 */
export function OrderedList<T>({
  items,
  getKey,
  label,
  messages,
  loading = false,
  gap = 'xs',
  onMove,
  children,
}: OrderedListProps<T>) {
  const buttons = useRef(new Map<string, Partial<Record<Direction, HTMLButtonElement | null>>>())
  const pending = useRef<{ key: string; to: number; direction: Direction } | null>(null)

  useLayoutEffect(() => {
    const wanted = pending.current
    if (!wanted) return
    const index = items.findIndex((item) => getKey(item) === wanted.key)
    if (index === -1) pending.current = null
    if (index !== wanted.to) return
    pending.current = null
    const row = buttons.current.get(wanted.key)
    const button = row?.[wanted.direction]
    ;(button && !button.disabled ? button : row?.[wanted.direction === 'up' ? 'down' : 'up'])?.focus()
  })

  return (
    <>
      {messages && loading ? <Text c="dimmed">{messages.loading}</Text> : null}
      {messages && !loading && items.length === 0 ? <Text c="dimmed">{messages.empty}</Text> : null}
      <Stack component="ol" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((item, index) => {
          const key = getKey(item)
          const row: Row = {
            index,
            count: items.length,
            move: (direction) => {
              const to = direction === 'up' ? index - 1 : index + 1
              pending.current = { key, to, direction }
              onMove(index, to)
            },
            register: (direction, button) => {
              buttons.current.set(key, { ...buttons.current.get(key), [direction]: button })
            },
          }
          return (
            <RowContext key={key} value={row}>
              {children(item, index)}
            </RowContext>
          )
        })}
      </Stack>
    </>
  )
}

type OrderedRowControlsProps = {
  /** Each button's accessible name, with the row's name in it ("Move “Gloves” up"). */
  labels: { up: string; down: string; remove: string }
  onRemove: () => void
  removing?: boolean
  size?: ActionIconProps['size']
  removeIcon?: ReactNode
}

/** The row's move up, move down and remove buttons; the move buttons are disabled at the ends. */
export function OrderedRowControls({
  labels,
  onRemove,
  removing,
  size,
  removeIcon = <IconTrash />,
}: OrderedRowControlsProps) {
  const row = use(RowContext)
  if (!row) throw new Error('OrderedRowControls belongs inside an OrderedList row.')
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        ref={(button) => row.register('up', button)}
        variant="default"
        size={size}
        aria-label={labels.up}
        disabled={row.index === 0}
        onClick={() => row.move('up')}
      >
        <IconChevronDown style={{ transform: 'rotate(180deg)' }} />
      </ActionIcon>
      <ActionIcon
        ref={(button) => row.register('down', button)}
        variant="default"
        size={size}
        aria-label={labels.down}
        disabled={row.index === row.count - 1}
        onClick={() => row.move('down')}
      >
        <IconChevronDown />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="red"
        size={size}
        aria-label={labels.remove}
        loading={removing}
        onClick={onRemove}
      >
        {removeIcon}
      </ActionIcon>
    </Group>
  )
}
