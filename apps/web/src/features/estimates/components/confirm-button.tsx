import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type ConfirmButtonProps = ButtonProps & {
  children: ReactNode
  title: string
  question: string
  confirmLabel: string
  onConfirm: () => void | Promise<unknown>
}

/** A button that asks first, in a dialog (focus trapped, Escape closes, focus back to the button). */
export function ConfirmButton({
  children,
  title,
  question,
  confirmLabel,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  const { t } = useTranslation('customer')
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered returnFocus>
        <Stack gap="lg">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('back')}
            </Button>
            <Button
              color={button.color}
              loading={busy}
              onClick={async () => {
                setBusy(true)
                await onConfirm()
                setBusy(false)
                setOpen(false)
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
