import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../lib/forms'
import { opsFailures } from '../utils/api-errors'
import { FormAlert } from '../../../components/form-alert'

type EmailTextDialogProps = {
  opened: boolean
  onClose: () => void
  texts: { title: string; lead: string; label: string; required: string; submit: string }
  /** The attribute the text is sent as, whose errors the server reports on the text field. */
  field: string
  minRows: number
  maxLength: number
  submitColor?: string
  /** Sends the text; on success the dialog empties and closes, then `onSent` runs. */
  send: (text: string) => PromiseLike<{ error?: unknown }>
  sending: boolean
  onSent?: () => void
}

/** A text the customer receives by email (a reply, a question, a refusal), written in a dialog. */
export function EmailTextDialog(props: EmailTextDialogProps) {
  const { opened, onClose, texts, field, send, onSent } = props
  const { t, i18n } = useTranslation('admin-ops')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError(texts.required)
    const result = await send(text)
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, opsFailures)
      setError(described.fields[field])
      setFormError(described.fields[field] ? null : described.message)
      return
    }
    setText('')
    setError(undefined)
    setFormError(null)
    onClose()
    onSent?.()
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={opened}
      onClose={onClose}
      title={texts.title}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.lead}
          </Text>
          <FormAlert message={formError} />
          <Textarea
            label={texts.label}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            required
            autosize
            minRows={props.minRows}
            maxLength={props.maxLength}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color={props.submitColor} loading={props.sending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
