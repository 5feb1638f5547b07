import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core'
import { ESTIMATE_QUANTITY_MAX, EstimateMessageRequest, OPEN_ESTIMATE_STATUSES } from '@escudo/contracts'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import { IconDownload, IconSend, IconTrash } from '../../../components/icons'
import { paths } from '../../../config/paths'
import type { ApiFailure } from '../../../lib/api-client'
import { useFormatters } from '../../../lib/format'
import {
  useAddEstimateMessageMutation,
  useGetEstimatePdfMutation,
  useGetEstimateQuery,
  useUpdateEstimateMutation,
  type Estimate,
} from '../api/estimates-api'
import { selectEstimateError, selectEstimateResult, type EstimateResult } from '../store/customer-slice'
import { describeFailure, validateAttributes } from '../utils/form-errors'
import { ConfirmButton } from './confirm-button'
import { EstimateStatusBadge } from './estimate-status-badge'
import { FormAlert } from '../../../components/form-alert'
import classes from './estimate-lines.module.css'

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
const CLOSED_THREAD = new Set<Estimate['status']>(['cancelado', 'recusado'])

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

  if (isLoading) return <Skeleton h={320} radius="md" aria-label={t('loading')} />
  if (!estimate) {
    if ((error as ApiFailure | undefined)?.status === 404) return <>{onMissing}</>
    return <FormAlert message={t('errors.loadFailed')} />
  }

  const open = isOpen(estimate.status)
  const failure = lastError ? describeFailure(lastError, t, i18n).message : null
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

function LinesTable({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const priced = estimate.lines.some((line) => line.unitPriceCents !== null)
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents / 100))
  const figure = (label: string, value: string) => (
    <Table.Td ta="right" className={classes.figure}>
      <span className={classes.cellLabel}>{label}</span>
      <span>{value}</span>
    </Table.Td>
  )
  // A table on wide screens; cards on phones (estimate-lines.module.css), so no price hides off-screen.
  return (
    <Table verticalSpacing="sm" className={classes.lines}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('estimates.product')}</Table.Th>
          <Table.Th>{t('quote.size')}</Table.Th>
          <Table.Th ta="right">{t('quote.quantity')}</Table.Th>
          {priced ? <Table.Th ta="right">{t('estimates.unitPrice')}</Table.Th> : null}
          {priced ? <Table.Th ta="right">{t('estimates.lineTotal')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {estimate.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.storefront.product.getHref(line.product.slug)} fw={600}>
                {line.product.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('quote.reference', { reference: line.product.reference })}
                {line.caNumber ? ` · CA ${line.caNumber}` : ''}
              </Text>
              {line.note ? (
                <Text size="sm" mt={2}>
                  {line.note}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td className={classes.figure}>
              <span className={classes.cellLabel}>{t('quote.size')}</span>
              <span>{line.size ?? '—'}</span>
            </Table.Td>
            {figure(t('quote.quantity'), format.number(line.quantity))}
            {priced ? figure(t('estimates.unitPrice'), money(line.unitPriceCents)) : null}
            {priced ? figure(t('estimates.lineTotal'), money(line.totalCents)) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {priced ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} ta="right">
              {t('estimates.totalPrice')}
            </Table.Th>
            <Table.Th ta="right">{money(estimate.totalCents)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  )
}

type EditableLine = {
  productId: string
  name: string
  size: string | null
  quantity: number | string
  note: string
}

/** While open or pending, the customer may change quantities and notes, or drop lines. */
function LinesEditor({ estimate, onDone }: { estimate: Estimate; onDone: () => void }) {
  const { t, i18n } = useTranslation('customer')
  const [update, { isLoading }] = useUpdateEstimateMutation()
  const [message, setMessage] = useState<string | null>(null)
  const [lines, setLines] = useState<EditableLine[]>(() =>
    estimate.lines.map((line) => ({
      productId: line.productId,
      name: line.product.name,
      size: line.size,
      quantity: line.quantity,
      note: line.note ?? '',
    })),
  )
  const change = (index: number, patch: Partial<EditableLine>) =>
    setLines((all) => all.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const payload = lines.map((line) => ({
      productId: line.productId,
      quantity: Number(line.quantity),
      size: line.size,
      note: line.note,
    }))
    if (payload.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) {
      setMessage(t('quote.quantityInvalid', { max: ESTIMATE_QUANTITY_MAX }))
      return
    }
    const result = await update({ id: estimate.id, change: { lines: payload } })
    if (result.error) {
      setMessage(describeFailure(result.error as ApiFailure, t, i18n).message)
      return
    }
    onDone()
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        {lines.map((line, index) => {
          const label = line.size ? `${line.name} (${line.size})` : line.name
          return (
            <Paper key={`${line.productId}:${line.size ?? ''}`} withBorder p="sm" radius="sm">
              <Group align="flex-end" gap="sm">
                <Text fw={600} style={{ flex: '1 1 200px' }}>
                  {label}
                </Text>
                <NumberInput
                  label={t('quote.quantity')}
                  aria-label={t('quote.quantityOf', { name: label })}
                  min={1}
                  max={ESTIMATE_QUANTITY_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  value={line.quantity}
                  onChange={(value) => change(index, { quantity: value })}
                  w={120}
                />
                <TextInput
                  label={t('quote.note')}
                  aria-label={t('quote.noteOf', { name: label })}
                  maxLength={500}
                  value={line.note}
                  onChange={(event) => change(index, { note: event.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  disabled={lines.length === 1}
                  aria-label={t('quote.remove', { name: label })}
                  onClick={() => setLines((all) => all.filter((_, at) => at !== index))}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Paper>
          )
        })}
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            {t('estimates.saveLines')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function PendingQuestion({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('customer')
  const question = [...(estimate.messages ?? [])].reverse().find((message) => message.authorRole === 'staff')
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-orange-5)', borderWidth: 2 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('estimates.pendingTitle')}
        </Title>
        {question ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} fs="italic">
            “{question.body}”
          </Text>
        ) : null}
        <MessageForm estimate={estimate} answering />
      </Stack>
    </Card>
  )
}

function Answer({ estimate, onAccept }: { estimate: Estimate; onAccept: () => Promise<unknown> }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 }}
    >
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('estimates.answerTitle')}
          </Title>
          <Text size="xl" fw={700}>
            {estimate.totalCents === null ? '—' : format.money(estimate.totalCents / 100)}
          </Text>
          {estimate.leadTime ? <Text>{t('estimates.leadTime', { leadTime: estimate.leadTime })}</Text> : null}
          {estimate.validUntil ? (
            <Text>
              {t('estimates.validUntil', { date: format.date(estimate.validUntil, { dateStyle: 'long' }) })}
            </Text>
          ) : null}
        </Stack>
        {estimate.status === 'respondido' ? (
          <ConfirmButton
            color="green"
            size="md"
            title={t('estimates.acceptTitle', { number: estimate.number })}
            question={t('estimates.acceptQuestion')}
            confirmLabel={t('estimates.acceptConfirm')}
            onConfirm={onAccept}
          >
            {t('estimates.accept')}
          </ConfirmButton>
        ) : null}
      </Group>
    </Card>
  )
}

function MessageForm({ estimate, answering = false }: { estimate: Estimate; answering?: boolean }) {
  const { t, i18n } = useTranslation('customer')
  const [send, { isLoading }] = useAddEstimateMessageMutation()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const fieldId = answering ? 'estimate-answer' : 'estimate-message'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = validateAttributes(EstimateMessageRequest, 'messages', { body }, t, i18n, {
      body: 'message',
    })
    if (problems.body) {
      setError(problems.body)
      document.getElementById(fieldId)?.focus()
      return
    }
    setError(null)
    const result = await send({ id: estimate.id, body })
    if (result.error) {
      const described = describeFailure(result.error as ApiFailure, t, i18n)
      setError(described.fields.body ?? described.message)
      return
    }
    setBody('')
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          id={fieldId}
          label={answering ? t('estimates.answerLabel') : t('estimates.messageLabel')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          value={body}
          error={error}
          withAsterisk={answering}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={isLoading} leftSection={<IconSend />}>
            {answering ? t('estimates.sendAnswer') : t('estimates.sendMessage')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function Thread({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const messages = estimate.messages ?? []
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="estimate-thread">
      <Title order={2} size="h4" mb="sm" id="estimate-thread">
        {t('estimates.thread')}
      </Title>
      <Stack gap="sm">
        <Paper bg="gray.0" p="sm" radius="sm">
          <Text size="sm" fw={600}>
            {t('estimates.yourRequest')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{estimate.message}</Text>
        </Paper>
        {messages.map((message) => (
          <Paper
            key={message.id}
            p="sm"
            radius="sm"
            withBorder
            bg={message.authorRole === 'staff' ? 'blue.0' : 'gray.0'}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {message.authorRole === 'staff' ? t('estimates.brand') : t('estimates.you')}
              </Text>
              <Text size="xs" c="dimmed">
                {format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
          </Paper>
        ))}
        {CLOSED_THREAD.has(estimate.status) ? (
          <Text size="sm" c="dimmed">
            {t('estimates.threadClosed')}
          </Text>
        ) : estimate.status === 'informacao_pendente' ? null : (
          <MessageForm estimate={estimate} />
        )}
      </Stack>
    </Card>
  )
}

function History({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const events = estimate.history ?? []
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="estimate-history">
      <Title order={2} size="h4" mb="md" id="estimate-history">
        {t('estimates.history')}
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
        {events.map((event, index) => (
          <Timeline.Item key={`${event.at}-${index}`} title={t(`estimates.status.${event.to}`)}>
            <Text size="sm" c="dimmed">
              {event.actorRole === 'staff' ? t('estimates.brand') : t('estimates.you')} ·{' '}
              {format.date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}
