import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { BULK_OPTION_ACTIONS, type BulkAction, type BulkSelection } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import { useFormatters } from '../../../../lib/format'
import { useStartBulkActionMutation, type BulkActionJob } from '../api/bulk-actions'
import { useGetAdminTaxonomyQuery } from '../../taxonomy/api/taxonomy'
import { catalogFailures } from '../../shared/utils/api-errors'
import { useGroupTitle } from '../../taxonomy/hooks/use-option-title'

export const isOptionAction = (action: BulkAction) =>
  (BULK_OPTION_ACTIONS as readonly string[]).includes(action)

type BulkActionDialogProps = {
  action: BulkAction | null
  count: number
  selection: () => BulkSelection
  onClose: () => void
  onStarted: (job: BulkActionJob) => void
}

/** The group and option pickers of add-option / remove-option ("add" only offers multi-valued groups). */
function OptionPickers(props: {
  action: BulkAction
  group: string | null
  option: string | null
  onGroup: (group: string | null) => void
  onOption: (option: string | null) => void
}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const { data: taxonomy } = useGetAdminTaxonomyQuery()
  const groupTitle = useGroupTitle()
  const english = i18n.resolvedLanguage === 'en'
  const groups = (taxonomy ?? []).filter((group) => props.action === 'remove-option' || group.multiple)
  const options = groups.find((group) => group.id === props.group)?.options ?? []
  return (
    <>
      <NativeSelect
        label={t('bulk.dialog.group')}
        data={[
          { value: '', label: t('bulk.dialog.groupPlaceholder') },
          ...groups.map((group) => ({ value: group.id, label: groupTitle(group) })),
        ]}
        value={props.group ?? ''}
        onChange={(event) => {
          props.onGroup(event.currentTarget.value || null)
          props.onOption(null)
        }}
        required
      />
      <NativeSelect
        label={t('bulk.dialog.option')}
        data={[
          { value: '', label: t('bulk.dialog.optionPlaceholder') },
          ...options.map((option) => ({ value: option.id, label: english ? option.titleEn : option.title })),
        ]}
        value={props.option ?? ''}
        onChange={(event) => props.onOption(event.currentTarget.value || null)}
        disabled={!props.group}
        required
      />
    </>
  )
}

/**
 * The one confirmation of a bulk action: what it does and to how many products; for an option, which one.
 * Confirming starts the job and hands it over (its page shows the progress).
 */
export function BulkActionDialog({ action, count, selection, onClose, onStarted }: BulkActionDialogProps) {
  const { t, i18n } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [start, { isLoading }] = useStartBulkActionMutation()
  const [group, setGroup] = useState<string | null>(null)
  const [option, setOption] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setGroup(null)
    setOption(null)
    setError(null)
    onClose()
  }
  const needsOption = action !== null && isOptionAction(action)
  const ready = !needsOption || (group !== null && option !== null)

  const confirm = async () => {
    if (!action || !ready) return
    setError(null)
    try {
      const job = await start({
        action,
        ...(needsOption ? { groupId: group!, optionId: option! } : {}),
        selection: selection(),
      }).unwrap()
      close()
      onStarted(job)
    } catch (failure) {
      const described = describeFailure(failure, t, i18n, catalogFailures)
      setError([described.message, ...Object.values(described.fields)].filter(Boolean).join(' '))
    }
  }

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? t(`bulk.dialog.question.${action}`, { count, formatted: format.number(count) }) : ''}
      centered
    >
      {action ? (
        <Stack gap="md">
          <Text size="sm">{t(`bulk.dialog.detail.${action}`)}</Text>
          {needsOption ? (
            <OptionPickers
              action={action}
              group={group}
              option={option}
              onGroup={setGroup}
              onOption={setOption}
            />
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('bulk.dialog.cancel')}
            </Button>
            <Button
              color={action === 'delete' ? 'red' : undefined}
              loading={isLoading}
              disabled={!ready}
              onClick={() => void confirm()}
            >
              {t('bulk.dialog.confirm', {
                action: t(`bulk.actions.${action}`),
                formatted: format.number(count),
              })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
