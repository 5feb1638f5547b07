import { Anchor, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { BULK_ACTIONS, type BulkAction } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../../lib/format'
import type { BulkActionJob } from '../api/bulk-actions'
import { BulkActionDialog } from './bulk-action-dialog'
import type { ProductSelection } from '../hooks/use-product-selection'

type BulkActionBarProps = {
  selection: ProductSelection
  /** Products matching the filters (the list's total). */
  total: number
  onStarted: (job: BulkActionJob) => void
}

/**
 * Above the product list: on phones, where the table's header is hidden, the page's checkbox; once products
 * are chosen, how many, the offer to choose every product matching the filters, and the actions.
 */
export function BulkActionBar({ selection, total, onStarted }: BulkActionBarProps) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [action, setAction] = useState<BulkAction | null>(null)
  const count = selection.count

  return (
    <>
      <Checkbox
        hiddenFrom="sm"
        label={t('bulk.selectPage')}
        checked={selection.page === 'all'}
        indeterminate={selection.page === 'some'}
        onChange={selection.togglePage}
      />
      {count > 0 ? (
        <Paper withBorder radius="md" p="sm" bg="blue.0" component="section" aria-label={t('bulk.barLabel')}>
          <Stack gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} role="status">
                {selection.all
                  ? t('bulk.allSelected', { count: total, formatted: format.number(total) })
                  : t('bulk.selected', { count, formatted: format.number(count) })}
              </Text>
              {selection.canChooseAll ? (
                <Anchor component="button" type="button" size="sm" onClick={selection.chooseAll}>
                  {t('bulk.selectAll', { count: total, formatted: format.number(total) })}
                </Anchor>
              ) : null}
              <Anchor component="button" type="button" size="sm" c="dimmed" onClick={selection.clear}>
                {t('bulk.clear')}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="wrap">
              {BULK_ACTIONS.map((candidate) => (
                <Button
                  key={candidate}
                  size="xs"
                  variant={candidate === 'delete' ? 'light' : 'default'}
                  color={candidate === 'delete' ? 'red' : undefined}
                  onClick={() => setAction(candidate)}
                >
                  {t(`bulk.actions.${candidate}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <BulkActionDialog
        action={action}
        count={count}
        selection={selection.request}
        onClose={() => setAction(null)}
        onStarted={(job) => {
          selection.clear()
          onStarted(job)
        }}
      />
    </>
  )
}
