import { Card, Progress, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core'
import type { ImportStatus } from '@escudo/contracts'
import { useFormatters } from '../../../../lib/format'

type Job = { processed: number; total: number; status: ImportStatus }

type JobProgressProps = {
  job: Job
  /** The bar's name for assistive technology. */
  label: string
  /**
   * "120 of 400 rows", from the formatted numbers and `count` (the total, for the text's plural): shown, and
   * read as the bar's value.
   */
  text: (numbers: { processed: string; total: string; count: number }) => string
}

/** A background job's items done of its total (an import's rows, a bulk action's products). */
export function JobProgress({ job, label, text }: JobProgressProps) {
  const format = useFormatters()
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0
  const running = job.status === 'queued' || job.status === 'running'
  const value = text({
    processed: format.number(job.processed),
    total: format.number(job.total),
    count: job.total,
  })
  return (
    <Stack gap={4}>
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.processed}
        aria-valuetext={value}
      >
        <Progress.Section
          value={percent}
          withAria={false}
          color={job.status === 'failed' ? 'red' : undefined}
          animated={running}
          striped={running}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" aria-hidden>
        {value}
      </Text>
    </Stack>
  )
}

/** A job's counts as a list of terms and numbers; a count marked `alert` shows red when not zero. */
export function JobCounts({
  counts,
  cols,
}: {
  counts: { key: string; label: string; value: number; alert?: boolean }[]
  cols: SimpleGridProps['cols']
}) {
  const format = useFormatters()
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" m={0}>
      {counts.map((count) => (
        <Card key={count.key} withBorder radius="md" padding="sm">
          <Text component="dt" size="xs" c="dimmed">
            {count.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl" c={count.alert && count.value > 0 ? 'red' : undefined}>
            {format.number(count.value)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
