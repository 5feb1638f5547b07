import { Button, Card, Group, List, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core'
import { EstimateMessageRequest } from '@escudo/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSend } from '../../../components/icons'
import { useFormatters } from '../../../lib/format'
import { useQuoteTerms } from '../../../lib/quote-terms'
import { describeFailure, validateAttributes } from '../../../lib/forms'
import { useAddEstimateMessageMutation, type Estimate } from '../api/estimates-api'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { ConfirmButton } from './confirm-button'

const CLOSED_THREAD = new Set<Estimate['status']>(['cancelado', 'recusado'])

/** The brand asks for more information: its question, and the customer's answer. */
export function PendingQuestion({ estimate }: { estimate: Estimate }) {
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

/** The brand's answer: total, the commercial terms (freight, taxes, payment, lead time, validity), accepting it. */
export function Answer({ estimate, onAccept }: { estimate: Estimate; onAccept: () => Promise<unknown> }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('estimates.answerTitle')}
            </Title>
            <Text size="xl" fw={700}>
              {estimate.totalCents === null ? '—' : format.money(estimate.totalCents / 100)}
            </Text>
          </Stack>
          {estimate.status === 'respondido' ? (
            <ConfirmButton
              // Mantine's green with white text is below 4.5:1 (axe); teal.9 keeps it above.
              color="teal.9"
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
        <QuoteTermsBlock estimate={estimate} />
      </Stack>
    </Card>
  )
}

/** "Condições comerciais": each term of the answer in words; nothing for terms an old answer lacks. */
export function QuoteTermsBlock({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('common')
  const terms = useQuoteTerms(estimate)
  if (!terms.length) return null
  return (
    <section aria-labelledby="quote-terms-title">
      <Title order={3} size="h5" id="quote-terms-title" mb={6}>
        {t('quoteTerms.title')}
      </Title>
      <List spacing={4} size="sm">
        {terms.map((term) => (
          <List.Item key={term}>{term}</List.Item>
        ))}
      </List>
    </section>
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
      aliases: { body: 'message' },
    })
    if (problems.body) {
      setError(problems.body)
      document.getElementById(fieldId)?.focus()
      return
    }
    setError(null)
    const result = await send({ id: estimate.id, body })
    if (result.error) {
      const described = describeFailure(result.error, t, i18n, customerFailures)
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

/** The messages between the customer and the brand about this estimate. */
export function Thread({ estimate }: { estimate: Estimate }) {
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

/** Every status the estimate went through, who moved it and when. */
export function History({ estimate }: { estimate: Estimate }) {
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
