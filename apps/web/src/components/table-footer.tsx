import { Center, Group, Loader, Pagination, Text } from '@mantine/core'

type TableFooterProps = {
  /** The first load, with nothing to show yet. */
  loading: boolean
  /** Loaded, and nothing matches. */
  empty: boolean
  page: number
  pages: number
  onPage: (page: number) => void
  labels: {
    loading: string
    empty: string
    /** "Showing 11 to 20 of 50", announced when it changes. */
    summary: string
    control: (control: 'first' | 'last' | 'next' | 'previous') => string
    page: (page: number) => string
  }
}

/** Under a paged table: loading and empty states, the range shown and the page buttons when there are pages. */
export function TableFooter({ loading, empty, page, pages, onPage, labels }: TableFooterProps) {
  // One page (or none) needs no page buttons. A page past the last (an old address, rows deleted meanwhile)
  // keeps them, as the way back.
  const paged = pages > 1 || page > pages
  return (
    <>
      {loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label={labels.loading} />
        </Center>
      ) : null}
      {empty ? (
        <Text ta="center" c="dimmed" py="xl">
          {labels.empty}
        </Text>
      ) : null}
      {/* Always there, even empty, so that a count appearing later is still announced. */}
      <Group justify="space-between" p={labels.summary || paged ? 'md' : 0} gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {labels.summary}
        </Text>
        {paged ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': labels.control(control) })}
            getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
          />
        ) : null}
      </Group>
    </>
  )
}
