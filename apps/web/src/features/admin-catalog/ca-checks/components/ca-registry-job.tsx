import { Alert, Badge, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useFormatters } from '../../../../lib/format'
import {
  caRegistryApi,
  caRegistryImportRunning,
  useGetCaRegistryImportQuery,
  type CaRegistryImport,
} from '../api/ca-registry'
import { useCaRegistryMessage } from '../utils/ca-registry-message'
import { JobCounts, JobProgress } from '../../jobs/components/job-progress'

const POLL_MS = 1000
/** Rejected lines listed on screen; the import keeps up to 100 and counts them all. */
const REJECTED_SHOWN = 10
export const CA_IMPORT_COLORS: Record<CaRegistryImport['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

/**
 * One registry import, read again every second while it is queued or running; its id is in the page's
 * address, so a reload follows the same job. `focus` moves the keyboard to it when it has just started.
 */
export function CaRegistryJob({ id, focus }: { id: string; focus: boolean }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const reason = useCaRegistryMessage()
  const seen = caRegistryApi.endpoints.getCaRegistryImport.useQueryState(id)
  const moving = !seen.isError && (!seen.data || caRegistryImportRunning(seen.data))
  const { data: job, error } = useGetCaRegistryImportQuery(id, {
    pollingInterval: moving ? POLL_MS : 0,
    skipPollingIfUnfocused: false,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus, id])
  // An import that ends changes the registry in use and the list of imports, and a done one every product's
  // CA check (the discrepancy report below).
  const dispatch = useDispatch()
  const ended = job !== undefined && !caRegistryImportRunning(job)
  const done = job?.status === 'done'
  useEffect(() => {
    if (ended)
      dispatch(
        caRegistryApi.util.invalidateTags([
          { type: 'CaRegistryImport', id: 'LIST' },
          ...(done ? [{ type: 'CaCheck' as const, id: 'LIST' }] : []),
        ]),
      )
  }, [ended, done, dispatch])

  if (!job)
    return error ? (
      <Alert color="red" role="alert">
        {t('caRegistry.job.notFound')}
      </Alert>
    ) : (
      <Text c="dimmed" role="status">
        {t('caRegistry.job.loading')}
      </Text>
    )
  const percent = Math.round(job.progress * 100)
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="ca-job-title"
      data-testid="ca-registry-job"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id="ca-job-title" ref={heading} tabIndex={-1}>
              {t('caRegistry.job.title', {
                date: format.date(job.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
              })}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {job.fileName} · {t(`caRegistry.source.${job.source}`)}
            </Text>
          </div>
          <Badge color={CA_IMPORT_COLORS[job.status]} variant="light" data-status={job.status}>
            {t(`imports.status.${job.status}`)}
          </Badge>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {t(`imports.status.${job.status}`)}
        </VisuallyHidden>
        <JobProgress
          job={{ processed: percent, total: 100, status: job.status }}
          label={t('caRegistry.job.progressLabel')}
          text={() =>
            t('caRegistry.job.progress', { percent, lines: format.number(job.lines), count: job.lines })
          }
        />
        {job.status === 'failed' && (
          <Alert color="red" role="alert" title={t('caRegistry.job.failed')}>
            {job.failure ? reason(job.failure) : t('errors.server')}
          </Alert>
        )}
        {job.status === 'done' && <Text size="sm">{t('caRegistry.job.done')}</Text>}
        <JobCounts
          cols={{ base: 1, xs: 3 }}
          counts={(['lines', 'cas', 'rejectedLines'] as const).map((key) => ({
            key,
            label: t(`caRegistry.counts.${key}`),
            value: job[key],
            alert: key === 'rejectedLines',
          }))}
        />
        {job.rejected.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('caRegistry.job.rejected', { count: job.rejectedLines })}
            </Text>
            <List size="sm" spacing={2}>
              {job.rejected.slice(0, REJECTED_SHOWN).map((line) => (
                <List.Item key={line.line}>
                  {t('caRegistry.job.rejectedLine', { line: line.line, reason: reason(line) })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
