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

/** Under a paged table: loading and empty states, the range shown and the page buttons. */
export function TableFooter({ loading, empty, page, pages, onPage, labels }: TableFooterProps) {
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
      <Group justify="space-between" p="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {labels.summary}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': labels.control(control) })}
          getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
        />
      </Group>
    </>
  )
}
