import { Anchor, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { TableFooter } from '../../../components/table-footer'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import {
  useListContactMessagesQuery,
  useReplyToContactMutation,
  useSetContactHandledMutation,
  type ContactParams,
} from '../api/contact-messages'
import type { ContactMessage } from '../api/types'
import { describeFailure } from '../utils/api-errors'
import { FormAlert } from '../../../components/form-alert'
import { LoadError } from './load-error'
import { ToneBadge } from './status-badge'
import { SearchBox } from './search-box'
import { useFooterLabels } from './use-footer-labels'

const FILTERS: ContactParams['handled'][] = ['false', 'true', 'all']

/** Messages from the contact form: new ones first; reply by email, mark handled. */
export function ContactMessagesView() {
  const { t } = useTranslation('admin-ops')
  const [state, setState] = useUrlState({ handled: 'false', q: '', page: 1 })
  const handled = (FILTERS as string[]).includes(state.handled)
    ? (state.handled as ContactParams['handled'])
    : 'false'
  const { data, error, isLoading, refetch } = useListContactMessagesQuery({
    page: state.page,
    handled,
    q: state.q,
  })
  const total = data?.total ?? 0
  const labels = useFooterLabels(state.page, 20, total, 'contacts.count')

  return (
    <Stack gap="md">
      <PageHeader title={t('contacts.title')} />
      <Group align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="contact-filter-label">
            {t('contacts.show')}
          </Text>
          <SegmentedControl
            aria-labelledby="contact-filter-label"
            value={handled}
            onChange={(value) => setState({ handled: value, page: 1 })}
            data={FILTERS.map((value) => ({ value, label: t(`contacts.filters.${value}`) }))}
          />
        </Stack>
        <SearchBox
          label={t('contacts.search')}
          placeholder={t('contacts.searchPlaceholder')}
          value={state.q}
          onSearch={(q) => setState({ q, page: 1 })}
        />
      </Group>
      <LoadError error={error} onRetry={refetch} />
      <Stack gap="sm">
        {data?.items.map((message) => (
          <ContactCard key={message.id} message={message} />
        ))}
      </Stack>
      <Paper withBorder radius="md">
        <TableFooter
          loading={isLoading}
          empty={!isLoading && total === 0}
          page={state.page}
          pages={Math.max(1, Math.ceil(total / 20))}
          onPage={(page) => setState({ page })}
          labels={{ ...labels, empty: t('contacts.empty') }}
        />
      </Paper>
    </Stack>
  )
}

function ContactCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [replying, reply] = useDisclosure(false)
  const [setHandled, { isLoading }] = useSetContactHandledMutation()

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={message.subject}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Group gap="xs">
            <Text fw={700}>{message.subject}</Text>
            {message.handled ? (
              <ToneBadge color="green">{t('contacts.handled')}</ToneBadge>
            ) : (
              <ToneBadge color="orange">{t('contacts.new')}</ToneBadge>
            )}
          </Group>
          <Text size="sm">
            {message.name}
            {message.company ? ` · ${message.company}` : ''} ·{' '}
            <Anchor href={`mailto:${message.email}`} size="sm" underline="always">
              {message.email}
            </Anchor>
            {message.phone ? ` · ${message.phone}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          {message.replies.map((sent) => (
            <Paper key={sent.id} bg="escudo.0" p="sm" radius="md" mt="sm" ml="lg">
              <Text size="xs" c="dimmed" fw={600}>
                {t('contacts.replyBy', {
                  name: sent.authorName ?? t('contacts.staff'),
                  date: format.date(sent.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
                })}
                {sent.delivery ? ` · ${t(`outbox.status.${sent.delivery}`)}` : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {sent.body}
              </Text>
            </Paper>
          ))}
        </div>
        <Group gap="xs">
          <Button size="xs" onClick={reply.open}>
            {t('contacts.reply')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={isLoading}
            onClick={() => setHandled({ id: message.id, handled: !message.handled })}
          >
            {message.handled ? t('contacts.markNew') : t('contacts.markHandled')}
          </Button>
        </Group>
      </Group>
      <ReplyDialog message={message} opened={replying} onClose={reply.close} />
    </Paper>
  )
}

function ReplyDialog({
  message,
  opened,
  onClose,
}: {
  message: ContactMessage
  opened: boolean
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('admin-ops')
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [send, { isLoading }] = useReplyToContactMutation()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return setError(t('contacts.replyRequired'))
    const result = await send({ id: message.id, body })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n.resolvedLanguage)
      setError(described.fields.body)
      setFormError(described.fields.body ? null : described.message)
      return
    }
    setBody('')
    setError(undefined)
    onClose()
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={opened}
      onClose={onClose}
      title={t('contacts.replyTitle', { subject: message.subject })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('contacts.replyLead', { email: message.email })}
          </Text>
          <FormAlert message={formError} />
          <Textarea
            label={t('contacts.replyLabel')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={error}
            required
            autosize
            minRows={5}
            maxLength={5000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('contacts.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
