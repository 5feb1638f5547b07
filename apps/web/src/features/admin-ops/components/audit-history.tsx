import { Button, Group, Paper, Stack, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TableFooter } from '../../../components/table-footer'
import { AUDIT_PAGE_SIZE, useGetHistoryQuery, type HistoryParams } from '../api/audit'
import { useFooterLabels } from './admin-list-view'
import { AuditEntryItem } from './audit-entry'
import { LoadError } from './load-error'

/**
 * "Histórico": a product's or an estimate's own audit entries, newest first, under a heading that opens and
 * closes them. Read only once opened (most visits to the page do not need them).
 */
export function AuditHistory({ entityType, id }: Omit<HistoryParams, 'page'>) {
  const { t } = useTranslation('admin-ops')
  const panel = useId()
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(1)
  const history = useGetHistoryQuery({ entityType, id, page }, { skip: !open })
  const total = history.data?.total ?? 0
  const from = total === 0 ? 0 : (page - 1) * AUDIT_PAGE_SIZE + 1
  const footer = useFooterLabels(
    { from, to: Math.min(total, page * AUDIT_PAGE_SIZE), total },
    'audit',
    'audit.history.empty',
  )
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${panel}-title`}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id={`${panel}-title`}>
          {t('audit.history.title')}
        </Title>
        <Button
          variant="default"
          size="xs"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'audit.history.hide' : 'audit.history.show')}
        </Button>
      </Group>
      {open ? (
        <Stack id={panel} gap="sm" mt="sm" aria-busy={history.isFetching}>
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {history.data?.items.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </Stack>
          {history.error ? null : (
            <TableFooter
              loading={history.isLoading}
              empty={!history.isLoading && total === 0}
              page={page}
              pages={Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))}
              onPage={setPage}
              labels={footer}
            />
          )}
        </Stack>
      ) : null}
    </Paper>
  )
}
