import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { useListPage } from '../../../lib/use-list-page'
import {
  contactMessagesApi,
  useReplyToContactMutation,
  useSetContactHandledMutation,
  type ContactParams,
} from '../api/contact-messages'
import type { ContactMessage } from '../api/types'
import { describeFailure } from '../../../lib/forms'
import { opsFailures } from '../utils/api-errors'
import { FormAlert } from '../../../components/form-alert'
import { AdminListView } from './admin-list-view'
import { ToneBadge } from './status-badge'

const FILTERS: ContactParams['handled'][] = ['false', 'true', 'all']

/** Messages from the contact form: new ones first; reply by email, mark handled. */
export function ContactMessagesView() {
  const list = useListPage({
    defaults: { handled: 'false' },
    allowed: { handled: FILTERS },
    endpoint: contactMessagesApi.endpoints.listContactMessages,
    args: ({ page, handled, q }) => ({ page, handled: handled as ContactParams['handled'], q }),
  })

  return (
    <AdminListView
      texts="contacts"
      list={list}
      filter={{ values: FILTERS, ...list.field('handled') }}
      filtersFirst
      card={(message) => <ContactCard message={message} />}
    />
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
      const described = describeFailure(result.error, t, i18n, opsFailures)
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
