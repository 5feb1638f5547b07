import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import type { ImportError, ImportStatus } from '@escudo/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconDownload } from '../../../components/icons'
import { ListTable, type ListColumn } from '../../../components/list-table'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import { saveObjectUrl } from '../../../lib/save-file'
import {
  adminImportsApi,
  importRunning,
  useDownloadImportReportMutation,
  useGetImportQuery,
  type ImportJob,
} from '../api/imports'
import { catalogFailures } from '../utils/api-errors'

/** How often a queued or running job is read again. */
const IMPORT_POLL_MS = 1000

const STATUS_COLORS: Record<ImportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}
const COUNTS = ['created', 'updated', 'unchanged', 'refused'] as const

/** Rows done of the total, as a bar and as the numbers a screen reader reads. */
function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0
  const text = t('imports.job.progress', {
    processed: format.number(job.processed),
    total: format.number(job.total),
  })
  return (
    <Stack gap={4}>
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={t('imports.job.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.processed}
        aria-valuetext={text}
      >
        <Progress.Section
          value={percent}
          withAria={false}
          color={job.status === 'failed' ? 'red' : undefined}
          animated={importRunning(job)}
          striped={importRunning(job)}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" aria-hidden>
        {text}
      </Text>
    </Stack>
  )
}

/** The created / updated / unchanged / refused counts (on a dry run: what would be). */
function ImportCounts({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const mode = job.dryRun ? 'dryRun' : 'real'
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {COUNTS.map((count) => (
        <Card key={count} withBorder radius="md" padding="sm">
          <Text component="dt" size="xs" c="dimmed">
            {t(`imports.counts.${mode}.${count}`)}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            fz="xl"
            c={count === 'refused' && job[count] > 0 ? 'red' : undefined}
          >
            {format.number(job[count])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}

type RefusalRow = ImportError & { id: string }

/** Each refusal as row + column + message (cards on phones); the report CSV has every refused row. */
function ImportErrors({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  if (job.errors.length === 0) return null
  const columns: ListColumn<RefusalRow>[] = [
    {
      header: t('imports.errors.row'),
      cell: (error) => (error.row > 0 ? format.number(error.row) : t('imports.errors.wholeFile')),
      nowrap: true,
    },
    { header: t('imports.errors.column'), cell: (error) => error.column ?? '—' },
    { header: t('imports.errors.message'), cell: (error) => error.message },
  ]
  const rows = job.errors.map((error, index) => ({ ...error, id: String(index) }))
  const caption = t('imports.errors.caption')
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {job.refused > job.errors.length
          ? t('imports.errors.captionFirst', { count: job.errors.length })
          : caption}
      </Title>
      <ListTable columns={columns} rows={rows} minWidth={480} label={caption} />
    </Stack>
  )
}

/** "Baixar relatório (CSV)": the refused rows with an error column, fetched with the access token. */
function ReportDownload({ job }: { job: ImportJob }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [download, { isLoading }] = useDownloadImportReportMutation()
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setError(null)
    try {
      const file = await download(job).unwrap()
      saveObjectUrl(file.url, file.fileName)
    } catch (failure) {
      setError(describeFailure(failure, t, i18n, catalogFailures).message)
    }
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload />}
        loading={isLoading}
        onClick={() => void save()}
      >
        {t('imports.job.report')}
      </Button>
      {error ? (
        <Alert color="red" role="alert" w="100%">
          {error}
        </Alert>
      ) : null}
    </Stack>
  )
}

/**
 * One import job, read again every second while it is queued or running (the bar and counts move), then
 * left alone. `focus` moves the keyboard to its heading when the job has just been started.
 */
export function ImportJobView({ id, focus }: { id: string; focus: boolean }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const seen = adminImportsApi.endpoints.getImport.useQueryState(id)
  const moving = !seen.isError && (!seen.data || importRunning(seen.data))
  const { data: job, error } = useGetImportQuery(id, {
    pollingInterval: moving ? IMPORT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus, id])

  if (!job)
    return error ? (
      <Alert color="red" role="alert">
        {(error as { status?: unknown }).status === 404
          ? t('imports.job.notFound')
          : describeFailure(error, t, i18n, catalogFailures).message}
      </Alert>
    ) : (
      <Text c="dimmed" role="status">
        {t('imports.job.loading')}
      </Text>
    )

  const mode = job.dryRun ? 'dryRun' : 'real'
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-job-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h4" id="import-job-title" ref={heading} tabIndex={-1}>
              {t(`imports.job.title.${mode}`)}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {job.fileName}
              {job.createOptions ? ` · ${t('imports.job.createOptions')}` : ''}
            </Text>
          </Box>
          <Badge color={STATUS_COLORS[job.status]} variant="light">
            {t(`imports.status.${job.status}`)}
          </Badge>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {t(`imports.status.${job.status}`)}
        </VisuallyHidden>
        <ImportProgress job={job} />
        {job.status === 'failed' ? (
          <Alert color="red" role="alert" title={t('imports.job.failed')}>
            {job.failure ?? t('errors.server')}
          </Alert>
        ) : null}
        <ImportCounts job={job} />
        {job.status === 'done' ? <Text size="sm">{t(`imports.job.done.${mode}`)}</Text> : null}
        <ImportErrors job={job} />
        {job.status === 'done' && job.refused > 0 ? <ReportDownload job={job} /> : null}
      </Stack>
    </Card>
  )
}
