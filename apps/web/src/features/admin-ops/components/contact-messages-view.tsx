import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
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
import { AdminListView } from './admin-list-view'
import { EmailTextDialog } from './email-text-dialog'
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
  const { t } = useTranslation('admin-ops')
  const [send, { isLoading }] = useReplyToContactMutation()

  return (
    <EmailTextDialog
      opened={opened}
      onClose={onClose}
      texts={{
        title: t('contacts.replyTitle', { subject: message.subject }),
        lead: t('contacts.replyLead', { email: message.email }),
        label: t('contacts.replyLabel'),
        required: t('contacts.replyRequired'),
        submit: t('contacts.send'),
      }}
      field="body"
      minRows={5}
      maxLength={5000}
      send={(body) => send({ id: message.id, body })}
      sending={isLoading}
    />
  )
}
