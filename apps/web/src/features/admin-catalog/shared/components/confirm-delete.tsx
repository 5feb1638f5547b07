import { Alert, Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Props = {
  opened: boolean
  title: string
  /** What deleting does, as a question. */
  question: string
  /** Shown when the last attempt failed. */
  failure: string | null
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** The dialog that asks before a record of the back office's search settings is deleted. */
export function ConfirmDelete({ opened, title, question, failure, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('admin-catalog')
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Text>{question}</Text>
      {failure && (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('synonyms.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          {t('synonyms.delete')}
        </Button>
      </Group>
    </Modal>
  )
}
