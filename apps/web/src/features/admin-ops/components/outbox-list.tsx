import { OUTBOX_STATUSES, type OutboxStatus } from '@escudo/contracts'
import { Anchor, Button, Drawer, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { KEYBOARD_SCROLL } from './keyboard-scroll'
import { StackedTable } from '../../../components/stacked-table'
import { PageHeader } from '../../../components/page-header'
import { TableFooter } from '../../../components/table-footer'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import { useGetOutboxMessageQuery, useListOutboxQuery, useRetryOutboxMessageMutation } from '../api/outbox'
import { LoadError } from './load-error'
import { SearchBox } from './search-box'
import { OutboxStatusBadge } from './status-badge'
import { useFooterLabels } from './use-footer-labels'

/** Every email the system wrote: delivery status, attempts and last error; open one; retry a failed one. */
export function OutboxList() {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [state, setState] = useUrlState({ status: 'all', q: '', page: 1, message: '' })
  const status = (OUTBOX_STATUSES as readonly string[]).includes(state.status)
    ? (state.status as OutboxStatus)
    : undefined
  const { data, error, isLoading, refetch } = useListOutboxQuery({ page: state.page, status, q: state.q })
  const total = data?.total ?? 0
  const labels = useFooterLabels(state.page, 20, total, 'outbox.count')
  const counts = data?.statusCounts
  const columns = {
    subject: t('outbox.subject'),
    to: t('outbox.to'),
    status: t('outbox.statusLabel'),
    attempts: t('outbox.attempts'),
    created: t('outbox.created'),
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('outbox.title')} />
      <Tabs value={status ?? 'all'} onChange={(value) => setState({ status: value ?? 'all', page: 1 })}>
        <Tabs.List aria-label={t('outbox.tabs')}>
          <Tabs.Tab value="all">
            {t('outbox.all')} {counts ? `(${counts.pending + counts.sent + counts.failed})` : ''}
          </Tabs.Tab>
          {OUTBOX_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
              {t(`outbox.status.${s}`)} {counts ? `(${counts[s]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {['all', ...OUTBOX_STATUSES].map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === (status ?? 'all') ? (
              <Stack gap="md">
                <SearchBox
                  label={t('outbox.search')}
                  placeholder={t('outbox.searchPlaceholder')}
                  value={state.q}
                  onSearch={(q) => setState({ q, page: 1 })}
                />
                <LoadError error={error} onRetry={refetch} />
                <Paper withBorder radius="md">
                  <StackedTable
                    minWidth={760}
                    scrollAreaProps={KEYBOARD_SCROLL}
                    highlightOnHover
                    verticalSpacing="sm"
                    aria-label={t('outbox.title')}
                  >
                    <StackedTable.Thead>
                      <StackedTable.Tr>
                        <StackedTable.Th>{columns.subject}</StackedTable.Th>
                        <StackedTable.Th>{columns.to}</StackedTable.Th>
                        <StackedTable.Th>{columns.status}</StackedTable.Th>
                        <StackedTable.Th ta="right">{columns.attempts}</StackedTable.Th>
                        <StackedTable.Th>{columns.created}</StackedTable.Th>
                      </StackedTable.Tr>
                    </StackedTable.Thead>
                    <StackedTable.Tbody>
                      {data?.items.map((message) => (
                        <StackedTable.Tr key={message.id}>
                          <StackedTable.Td label={columns.subject}>
                            <Anchor
                              component="button"
                              type="button"
                              size="sm"
                              fw={600}
                              ta="left"
                              onClick={() => setState({ message: message.id })}
                            >
                              {message.subject}
                            </Anchor>
                            {message.lastError ? (
                              <Text size="xs" c="red.9" lineClamp={1}>
                                {message.lastError}
                              </Text>
                            ) : null}
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.to}>
                            <Text size="sm">{message.to}</Text>
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.status}>
                            <OutboxStatusBadge status={message.status} />
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.attempts} ta="right">
                            {message.attempts}
                          </StackedTable.Td>
                          <StackedTable.Td label={columns.created} style={{ whiteSpace: 'nowrap' }}>
                            {format.date(message.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                          </StackedTable.Td>
                        </StackedTable.Tr>
                      ))}
                    </StackedTable.Tbody>
                  </StackedTable>
                  <TableFooter
                    loading={isLoading}
                    empty={!isLoading && total === 0}
                    page={state.page}
                    pages={Math.max(1, Math.ceil(total / 20))}
                    onPage={(page) => setState({ page })}
                    labels={{ ...labels, empty: t('outbox.empty') }}
                  />
                </Paper>
                <Drawer
                  closeButtonProps={{ 'aria-label': t('actions.close') }}
                  opened={Boolean(state.message)}
                  onClose={() => setState({ message: '' })}
                  position="right"
                  size="xl"
                  title={t('outbox.messageTitle')}
                >
                  {state.message ? <OutboxMessageView id={state.message} /> : null}
                </Drawer>
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
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
