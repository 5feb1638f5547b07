import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import type { ImportError } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconDownload } from '../../../../components/icons'
import { ListTable, type ListColumn } from '../../../../components/list-table'
import { useFormatters } from '../../../../lib/format'
import { describeFailure } from '../../../../lib/forms'
import { saveObjectUrl } from '../../../../lib/save-file'
import {
  adminImportsApi,
  importRunning,
  useDownloadImportReportMutation,
  useGetImportQuery,
  type ImportJob,
} from '../api/imports'
import { catalogFailures } from '../../shared/utils/api-errors'
import { JOB_POLL_MS, JobCard, JobPending } from '../../jobs/components/job-card'
import { JobCounts, JobProgress } from '../../jobs/components/job-progress'

const COUNTS = ['created', 'updated', 'unchanged', 'refused'] as const

/** Rows done of the total, as a bar and as the numbers a screen reader reads. */
function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin-catalog')
  return (
    <JobProgress
      job={job}
      label={t('imports.job.progressLabel')}
      text={(numbers) => t('imports.job.progress', numbers)}
    />
  )
}

/** The created / updated / unchanged / refused counts (on a dry run: what would be). */
function ImportCounts({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin-catalog')
  const mode = job.dryRun ? 'dryRun' : 'real'
  return (
    <JobCounts
      cols={{ base: 2, sm: 4 }}
      counts={COUNTS.map((count) => ({
        key: count,
        label: t(`imports.counts.${mode}.${count}`),
        value: job[count],
        alert: count === 'refused',
      }))}
    />
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
  const { t } = useTranslation('admin-catalog')
  const seen = adminImportsApi.endpoints.getImport.useQueryState(id)
  const moving = !seen.isError && (!seen.data || importRunning(seen.data))
  const { data: job, error } = useGetImportQuery(id, {
    pollingInterval: moving ? JOB_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  })

  if (!job)
    return (
      <JobPending error={error} notFound={t('imports.job.notFound')} loading={t('imports.job.loading')} />
    )

  const mode = job.dryRun ? 'dryRun' : 'real'
  return (
    <JobCard
      headingId="import-job-title"
      title={t(`imports.job.title.${mode}`)}
      subtitle={`${job.fileName}${job.createOptions ? ` · ${t('imports.job.createOptions')}` : ''}`}
      status={job.status}
      failure={{ title: t('imports.job.failed'), message: job.failure }}
      focus={focus}
    >
      <ImportProgress job={job} />
      <ImportCounts job={job} />
      {job.status === 'done' ? <Text size="sm">{t(`imports.job.done.${mode}`)}</Text> : null}
      <ImportErrors job={job} />
      {job.status === 'done' && job.refused > 0 ? <ReportDownload job={job} /> : null}
    </JobCard>
  )
}
