import { OUTBOX_STATUSES, type OutboxStatus } from '@escudo/contracts'
import { Anchor, Button, Drawer, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../../components/list-table'
import { useFormatters } from '../../../lib/format'
import { useListPage } from '../../../lib/use-list-page'
import { outboxApi, useGetOutboxMessageQuery, useRetryOutboxMessageMutation } from '../api/outbox'
import type { OutboxMessage } from '../api/types'
import { LoadError } from './load-error'
import { OutboxStatusBadge } from './status-badge'
import { AdminListView } from './admin-list-view'

/** Every email the system wrote: delivery status, attempts and last error; open one; retry a failed one. */
export function OutboxList() {
  const { t } = useTranslation('admin-ops')
  const list = useListPage({
    defaults: { status: 'all', message: '' },
    allowed: { status: ['all', ...OUTBOX_STATUSES] },
    endpoint: outboxApi.endpoints.listOutbox,
    args: ({ page, status, q }) => ({
      page,
      status: status === 'all' ? undefined : (status as OutboxStatus),
      q,
    }),
  })
  const columns = useColumns((message) => list.set({ message }))

  return (
    <>
      <AdminListView
        texts="outbox"
        list={list}
        tabs={{
          statuses: OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) })),
          ...list.field('status'),
        }}
        table={{ columns, minWidth: 760, label: t('outbox.title') }}
      />
      <Drawer
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={Boolean(list.state.message)}
        onClose={() => list.set({ message: '' })}
        position="right"
        size="xl"
        title={t('outbox.messageTitle')}
      >
        {list.state.message ? <OutboxMessageView id={list.state.message} /> : null}
      </Drawer>
    </>
  )
}

function useColumns(open: (id: string) => void): ListColumn<OutboxMessage>[] {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  return [
    {
      header: t('outbox.subject'),
      cell: (message) => (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => open(message.id)}
          >
            {message.subject}
          </Anchor>
          {message.lastError ? (
            <Text size="xs" c="red.9" lineClamp={1}>
              {message.lastError}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: t('outbox.to'), cell: (message) => <Text size="sm">{message.to}</Text> },
    { header: t('outbox.statusLabel'), cell: (message) => <OutboxStatusBadge status={message.status} /> },
    { header: t('outbox.attempts'), align: 'right', cell: (message) => message.attempts },
    {
      header: t('outbox.created'),
      nowrap: true,
      cell: (message) => format.date(message.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
  ]
}

function OutboxMessageView({ id }: { id: string }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data: message, error, refetch } = useGetOutboxMessageQuery(id)
  const [retry, { isLoading, error: retryError }] = useRetryOutboxMessageMutation()
  if (!message) return <LoadError error={error} onRetry={refetch} />
  const dt = (value: string | null) =>
    value ? format.date(value, { dateStyle: 'short', timeStyle: 'medium' }) : '—'
  return (
    <Stack gap="md">
      <Text fw={700}>{message.subject}</Text>
      <Table variant="vertical" layout="fixed" withTableBorder style={{ overflowWrap: 'anywhere' }}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>{t('outbox.to')}</Table.Th>
            <Table.Td>{message.to}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbox.statusLabel')}</Table.Th>
            <Table.Td>
              <OutboxStatusBadge status={message.status} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbox.attempts')}</Table.Th>
            <Table.Td>{message.attempts}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbox.lastError')}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.lastError ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbox.created')}</Table.Th>
            <Table.Td>{dt(message.createdAt)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbox.sentAt')}</Table.Th>
            <Table.Td>{dt(message.sentAt)}</Table.Td>
          </Table.Tr>
          {message.nextAttemptAt ? (
            <Table.Tr>
              <Table.Th>{t('outbox.nextAttempt')}</Table.Th>
              <Table.Td>{dt(message.nextAttemptAt)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th>{t('outbox.template')}</Table.Th>
            <Table.Td>{message.template}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {message.status === 'failed' ? (
        <Group>
          <Button loading={isLoading} onClick={() => retry(message.id)}>
            {t('outbox.retry')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('outbox.retryHint')}
          </Text>
        </Group>
      ) : null}
      <LoadError error={retryError} />
      <Text fw={600} size="sm">
        {t('outbox.asRecipient')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('outbox.maskedHint')}
      </Text>
      {message.html ? (
        // The message as the recipient's mail program shows it; sandboxed: no script, no form, no navigation.
        <iframe
          title={t('outbox.asRecipientFrame', { subject: message.subject })}
          sandbox=""
          srcDoc={message.html}
          style={{
            width: '100%',
            minHeight: 360,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
        />
      ) : null}
      <Text fw={600} size="sm">
        {t('outbox.content')}
      </Text>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text
          component="pre"
          size="sm"
          m={0}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
        >
          {message.text}
        </Text>
      </Paper>
    </Stack>
  )
}
