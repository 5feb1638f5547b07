import { Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { OPEN_ESTIMATE_STATUSES } from '@escudo/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { IconDownload } from '../../../components/icons'
import type { ApiFailure } from '../../../lib/api-client'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import {
  useGetEstimatePdfMutation,
  useGetEstimateQuery,
  useUpdateEstimateMutation,
  type Estimate,
} from '../api/estimates-api'
import { selectEstimateError, selectEstimateResult, type EstimateResult } from '../store/estimates-slice'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { ConfirmButton } from './confirm-button'
import { Answer, History, PendingQuestion, Thread } from './estimate-conversation'
import { LinesEditor, LinesTable } from './estimate-lines'
import { EstimateStatusBadge } from './estimate-status-badge'
import { FormAlert } from '../../../components/form-alert'

/** What the last change of this estimate says, once done. */
const doneKey = ({ action, status }: EstimateResult) =>
  action === 'created'
    ? 'estimates.done.created'
    : action === 'messaged'
      ? status === 'em_aberto'
        ? 'estimates.done.answered'
        : 'estimates.done.messaged'
      : status === 'cancelado' || status === 'aprovado'
        ? `estimates.done.${status}`
        : 'estimates.done.updated'

const isOpen = (status: Estimate['status']) => (OPEN_ESTIMATE_STATUSES as readonly string[]).includes(status)

/** One estimate: its lines, the brand's answer, the thread with the brand and the status history. */
export function EstimateDetail({ id, onMissing }: { id: string; onMissing: ReactNode }) {
  const { t, i18n } = useTranslation('customer')
  const format = useFormatters()
  // The brand may have moved it since the last visit: always read it afresh, and again on focus.
  const {
    data: estimate,
    isLoading,
    error,
  } = useGetEstimateQuery(id, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  })
  const result = useSelector(selectEstimateResult)
  const lastError = useSelector(selectEstimateError)
  const [update, updating] = useUpdateEstimateMutation()
  const [getPdf, pdf] = useGetEstimatePdfMutation()
  const [editing, setEditing] = useState(false)

  if (isLoading) return <Skeleton h={320} radius="md" role="status" aria-label={t('loading')} />
  if (!estimate) {
    if ((error as ApiFailure | undefined)?.status === 404) return <>{onMissing}</>
    return <FormAlert message={t('errors.loadFailed')} />
  }

  const open = isOpen(estimate.status)
  const failure = lastError ? describeFailure(lastError, t, i18n, customerFailures).message : null
  const justDone = result?.id === estimate.id

  const download = async () => {
    const answer = await getPdf(estimate.id)
    if (!('data' in answer) || !answer.data) return
    const link = document.createElement('a')
    link.href = answer.data
    link.download = `orcamento-${estimate.number}.pdf`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(answer.data), 60_000)
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t('estimates.numbered', { number: estimate.number })}
            </Title>
            <EstimateStatusBadge status={estimate.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {t('estimates.requestedAt', { date: format.date(estimate.createdAt, { dateStyle: 'long' }) })}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload />}
            loading={pdf.isLoading}
            onClick={() => void download()}
          >
            {t('estimates.pdf')}
          </Button>
          {open ? (
            <ConfirmButton
              variant="outline"
              color="red.9"
              title={t('estimates.cancelTitle', { number: estimate.number })}
              question={t('estimates.cancelQuestion')}
              confirmLabel={t('estimates.cancelConfirm')}
              onConfirm={() => update({ id: estimate.id, change: { status: 'cancelado' } })}
              loading={updating.isLoading}
            >
              {t('estimates.cancel')}
            </ConfirmButton>
          ) : null}
        </Group>
      </Group>

      {justDone && !failure ? (
        <FormAlert tone="success" message={t(doneKey(result), { number: result.number })} />
      ) : null}
      {failure ? <FormAlert message={failure} /> : null}
      {pdf.isError ? <FormAlert message={t('estimates.pdfFailed')} /> : null}

      {estimate.status === 'informacao_pendente' ? <PendingQuestion estimate={estimate} /> : null}
      {estimate.status === 'respondido' || estimate.status === 'aprovado' ? (
        <Answer
          estimate={estimate}
          onAccept={() => update({ id: estimate.id, change: { status: 'aprovado' } })}
        />
      ) : null}

      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('estimates.lines')}
          </Title>
          {open && !editing ? (
            <Button variant="subtle" size="sm" onClick={() => setEditing(true)}>
              {t('estimates.editLines')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <LinesEditor estimate={estimate} onDone={() => setEditing(false)} />
        ) : (
          <LinesTable estimate={estimate} />
        )}
      </Card>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Thread estimate={estimate} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <History estimate={estimate} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
