import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

type FormAlertProps = { message: ReactNode | null; tone?: 'error' | 'success' | 'info'; title?: string }

/**
 * One message about the whole form. `role="alert"` (errors) or `status`
 * (success) makes screen readers announce it without moving the focus.
 */
export function FormAlert({ message, tone = 'error', title }: FormAlertProps) {
  if (!message) return null
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'escudo'
  return (
    <Alert color={color} variant="light" title={title} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  )
}
