import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateAdminEstimateMutation } from '../api/estimates'
import type { Estimate } from '../api/types'
import { describeFailure } from '../../../lib/forms'
import { opsFailures } from '../utils/api-errors'
import { FormAlert } from '../../../components/form-alert'

type ReasonDialogProps = {
  estimate: Estimate
  /** `informacao_pendente`: ask the customer; `recusado`: decline with a reason. */
  status: 'informacao_pendente' | 'recusado'
  opened: boolean
  onClose: () => void
  onDone: () => void
}

/** Asking for information and declining both need a text the customer receives by email. */
export function ReasonDialog({ estimate, status, opened, onClose, onDone }: ReasonDialogProps) {
  const { t, i18n } = useTranslation('admin-ops')
  const kind = status === 'recusado' ? 'decline' : 'ask'
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [update, { isLoading }] = useUpdateAdminEstimateMutation()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) {
      setError(t(`${kind}.required`))
      return
    }
    const result = await update({
      id: estimate.id,
      change: { status, message: text, version: estimate.version },
    })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, opsFailures)
      setError(described.fields.message)
      setFormError(described.fields.message ? null : described.message)
      return
    }
    setText('')
    setError(undefined)
    setFormError(null)
    onClose()
    onDone()
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={opened}
      onClose={onClose}
      title={t(`${kind}.title`, { number: estimate.number })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`${kind}.lead`, { email: estimate.customer.email })}
          </Text>
          <FormAlert message={formError} />
          <Textarea
            label={t(`${kind}.label`)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            required
            autosize
            minRows={4}
            maxLength={4000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color={kind === 'decline' ? 'red.9' : undefined} loading={isLoading}>
              {t(`${kind}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
