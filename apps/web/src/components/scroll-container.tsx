import { Table, type TableScrollContainerProps } from '@mantine/core'
import { useCallback, useState } from 'react'

/**
 * Mantine's Table.ScrollContainer whose scroll box takes the focus while the table is wider than it, so the
 * arrow keys scroll it too (axe: scrollable-region-focusable). A table that fits is no extra Tab stop.
 */
export function ScrollContainer({ scrollAreaProps, ...props }: TableScrollContainerProps) {
  const [viewportRef, overflows] = useOverflowsSideways()
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        ...scrollAreaProps,
        viewportRef,
        viewportProps: { tabIndex: overflows ? 0 : undefined, ...scrollAreaProps?.viewportProps },
      }}
    />
  )
}

/**
 * A ref for a scroll box and whether its content is wider than it, followed as either changes size. The
 * observer's callback runs after layout, so reading the widths there forces none. Until measured (the
 * server's HTML, the first paint) it counts as wider: on a phone the box is reachable from the start.
 */
function useOverflowsSideways() {
  const [overflows, setOverflows] = useState(true)
  const ref = useCallback((box: HTMLDivElement | null) => {
    if (!box) return
    const observer = new ResizeObserver(() => setOverflows(box.scrollWidth > box.clientWidth))
    observer.observe(box)
    // The box keeps its width when only the table grows (a longer value in a cell): watch the content too.
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}
