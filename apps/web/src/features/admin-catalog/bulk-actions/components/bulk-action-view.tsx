import { Anchor, Stack, Text, Title } from '@mantine/core'
import type { BulkRefusal } from '@escudo/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { ListTable, type ListColumn } from '../../../../components/list-table'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import {
  bulkActionRunning,
  bulkActionsApi,
  productsChanged,
  useGetBulkActionQuery,
  type BulkActionJob,
} from '../api/bulk-actions'
import { useGetAdminTaxonomyQuery } from '../../taxonomy/api/taxonomy'
import { JOB_POLL_MS, JobCard, JobPending } from '../../jobs/components/job-card'
import { JobCounts, JobProgress } from '../../jobs/components/job-progress'
import { useGroupTitle, useOptionTitle } from '../../taxonomy/hooks/use-option-title'

const COUNTS = ['total', 'succeeded', 'refused'] as const

/** Each refused product: its reference, a link to it, and why (cards on phones). */
function Refusals({ job }: { job: BulkActionJob }) {
  const { t } = useTranslation('admin-catalog')
  if (job.refusals.length === 0) return null
  const columns: ListColumn<BulkRefusal & { id: string }>[] = [
    {
      header: t('bulk.view.reference'),
      nowrap: true,
      cell: (refusal) => (
        <Anchor component={Link} to={paths.admin.product.getHref(refusal.productId)} size="sm" fw={600}>
          {refusal.reference || refusal.productId}
        </Anchor>
      ),
    },
    { header: t('bulk.view.message'), cell: (refusal) => refusal.message },
  ]
  const caption = t('bulk.view.refusals')
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {caption}
      </Title>
      <ListTable
        columns={columns}
        rows={job.refusals.map((refusal, index) => ({ ...refusal, id: String(index) }))}
        minWidth={480}
        label={caption}
      />
    </Stack>
  )
}

/**
 * One bulk action, read again every second while it is queued or running, then left alone; when it ends, the
 * product lists are read again (they changed). `focus` moves the keyboard to its heading on arrival.
 */
export function BulkActionView({ id, focus }: { id: string; focus: boolean }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const dispatch = useDispatch()
  const seen = bulkActionsApi.endpoints.getBulkAction.useQueryState(id)
  const moving = !seen.isError && (!seen.data || bulkActionRunning(seen.data))
  const { data: job, error } = useGetBulkActionQuery(id, {
    pollingInterval: moving ? JOB_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  })
  // The option an add-option / remove-option names, by its titles.
  const { data: taxonomy } = useGetAdminTaxonomyQuery(undefined, { skip: !job?.groupId })
  const optionTitle = useOptionTitle(taxonomy)
  const groupTitle = useGroupTitle()
  const group = taxonomy?.find((candidate) => candidate.id === job?.groupId)
  const ended = job !== undefined && !bulkActionRunning(job)
  useEffect(() => {
    if (ended) dispatch(productsChanged())
  }, [ended, dispatch])

  if (!job)
    return <JobPending error={error} notFound={t('bulk.view.notFound')} loading={t('bulk.view.loading')} />

  return (
    <JobCard
      headingId="bulk-action-title"
      title={t(`bulk.actions.${job.action}`)}
      subtitle={[
        job.groupId && job.optionId
          ? `${group ? groupTitle(group) : job.groupId}: ${optionTitle(job.groupId, job.optionId)}`
          : null,
        format.date(job.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
      ]
        .filter(Boolean)
        .join(' · ')}
      status={job.status}
      failure={{ title: t('bulk.view.failed'), message: job.failure }}
      focus={focus}
    >
      <JobProgress
        job={job}
        label={t('bulk.view.progressLabel')}
        text={(numbers) => t('bulk.view.progress', numbers)}
      />
      <JobCounts
        cols={{ base: 2, xs: 3 }}
        counts={COUNTS.map((count) => ({
          key: count,
          label: t(`bulk.view.counts.${count}`),
          value: job[count],
          alert: count === 'refused',
        }))}
      />
      {job.status === 'done' ? (
        <Text size="sm">{job.refused > 0 ? t('bulk.view.doneWithRefusals') : t('bulk.view.done')}</Text>
      ) : null}
      <Refusals job={job} />
    </JobCard>
  )
}
