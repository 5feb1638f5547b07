import { Button, Code, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { ListTable, type ListColumn } from '../../../components/list-table'
import { TableFooter } from '../../../components/table-footer'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import {
  DELIVERY_PAGE_SIZE,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookDelivery,
} from '../api/webhooks'
import { opsFailures } from '../utils/api-errors'
import { useFooterLabels } from './admin-list-view'
import { LoadError } from './load-error'
import { ToneBadge, toneButton } from './status-badge'

type DeliveryStatus = WebhookDelivery['status']
const STATUS_COLORS: Record<DeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' }
// While the worker has not made a delivery's first attempt, it takes a second or so: the log looks again.
const POLL_MS = 1_000
const awaitingFirstAttempt = (delivery: WebhookDelivery | undefined) =>
  !delivery || (delivery.status === 'pending' && delivery.attempts === 0)

/** An endpoint's delivery log, newest first, a page at a time; a delivered or failed one can be sent again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('admin-ops')
  const [page, setPage] = useState(1)
  const [waiting, setWaiting] = useState(false)
  const log = useListWebhookDeliveriesQuery({ endpointId, page }, { pollingInterval: waiting ? POLL_MS : 0 })
  const rows = log.data?.items
  const [resend, resending] = useResendWebhookDeliveryMutation()
  const waitingNow = Boolean(rows?.some((row) => awaitingFirstAttempt(row)))
  if (waitingNow !== waiting) setWaiting(waitingNow)
  const total = log.data?.total ?? 0
  const footer = useFooterLabels(
    {
      from: total === 0 ? 0 : (page - 1) * DELIVERY_PAGE_SIZE + 1,
      to: Math.min(total, page * DELIVERY_PAGE_SIZE),
      total,
    },
    'webhooks.deliveries',
    'webhooks.deliveries.empty',
  )
  const columns = useDeliveryColumns((delivery) => void resend({ endpointId, deliveryId: delivery.id }))
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('webhooks.deliveries.title')}
      </Text>
      <LoadError error={log.error} onRetry={log.refetch} />
      <FormAlert
        message={resending.error ? describeFailure(resending.error, t, i18n, opsFailures).message : null}
      />
      {rows && rows.length > 0 ? (
        <ListTable columns={columns} rows={rows} minWidth={860} label={t('webhooks.deliveries.title')} />
      ) : null}
      {log.error ? null : (
        <TableFooter
          loading={log.isLoading}
          empty={!log.isLoading && total === 0}
          page={page}
          pages={Math.max(1, Math.ceil(total / DELIVERY_PAGE_SIZE))}
          onPage={setPage}
          labels={footer}
        />
      )}
    </Stack>
  )
}

function useDeliveryColumns(onResend: (delivery: WebhookDelivery) => void): ListColumn<WebhookDelivery>[] {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const when = (at: string) => format.date(at, { dateStyle: 'short', timeStyle: 'medium' })
  return [
    { header: t('webhooks.deliveries.event'), cell: (row) => <Code>{row.eventType}</Code> },
    {
      header: t('webhooks.deliveries.status'),
      cell: (row) => (
        <ToneBadge color={STATUS_COLORS[row.status]}>
          {t(`webhooks.deliveries.statuses.${row.status}`)}
        </ToneBadge>
      ),
    },
    { header: t('webhooks.deliveries.attempts'), align: 'right', cell: (row) => row.attempts },
    { header: t('webhooks.deliveries.code'), align: 'right', cell: (row) => row.lastStatusCode ?? '—' },
    {
      header: t('webhooks.deliveries.duration'),
      align: 'right',
      nowrap: true,
      cell: (row) =>
        row.lastDurationMs === null ? '—' : t('webhooks.deliveries.ms', { value: row.lastDurationMs }),
    },
    {
      header: t('webhooks.deliveries.time'),
      nowrap: true,
      cell: (row) => (
        <>
          {when(row.lastAttemptAt ?? row.createdAt)}
          {row.status === 'pending' && row.nextAttemptAt ? (
            <Text size="xs" c="dimmed">
              {t('webhooks.deliveries.next', { at: when(row.nextAttemptAt) })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: t('webhooks.deliveries.answer'),
      cell: (row) =>
        row.lastResponse ? (
          <details>
            <summary style={{ cursor: 'pointer', minHeight: 24 }}>
              {t('webhooks.deliveries.showAnswer')}
            </summary>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '36ch' }}>
              {row.lastResponse}
            </Code>
          </details>
        ) : (
          '—'
        ),
    },
    {
      header: t('webhooks.deliveries.actions'),
      cell: (row) =>
        row.status === 'pending' ? null : (
          <Button
            size="xs"
            variant="default"
            styles={toneButton('blue')}
            aria-label={t('webhooks.deliveries.resendOf', { event: row.eventType, at: when(row.createdAt) })}
            onClick={() => onResend(row)}
          >
            {t('webhooks.deliveries.resend')}
          </Button>
        ),
    },
  ]
}

/**
 * What became of a test ping, as the log says it: queued (the worker sends it in the background), delivered with
 * the endpoint's status code, or refused with the answer and the next try. Looks again while it is queued.
 */
export function PingOutcome({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [waiting, setWaiting] = useState(true)
  const { data } = useListWebhookDeliveriesQuery(
    { endpointId, page: 1 },
    { pollingInterval: waiting ? POLL_MS : 0 },
  )
  const delivery = data?.items.find((row) => row.id === deliveryId)
  const waitingNow = awaitingFirstAttempt(delivery)
  if (data && waitingNow !== waiting) setWaiting(waitingNow)
  if (!delivery || awaitingFirstAttempt(delivery))
    return <FormAlert tone="info" message={t('webhooks.ping.queued')} />
  const code = delivery.lastStatusCode ?? '—'
  if (delivery.status === 'delivered')
    return (
      <FormAlert
        tone="success"
        message={t('webhooks.ping.delivered', { code, ms: delivery.lastDurationMs ?? 0 })}
      />
    )
  const answer = delivery.lastResponse ?? '—'
  return (
    <FormAlert
      message={
        delivery.status === 'failed'
          ? t('webhooks.ping.failed', { code, answer })
          : t('webhooks.ping.retrying', {
              code,
              answer,
              at: delivery.nextAttemptAt
                ? format.date(delivery.nextAttemptAt, { dateStyle: 'short', timeStyle: 'medium' })
                : '—',
            })
      }
    />
  )
}
