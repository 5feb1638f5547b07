import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

type FormAlertProps = { message: ReactNode | null; tone?: 'error' | 'success' | 'info'; title?: string }

const COLORS = { error: 'red', success: 'green', info: 'escudo' } as const
// Mantine's light-variant titles (red.6, green.6) are below 4.5:1 on their tinted background.
const TITLE_COLORS = {
  error: 'var(--mantine-color-red-9)',
  success: '#1e6b30',
  info: 'var(--mantine-color-escudo-8)',
} as const

/**
 * One message about the whole form. `role="alert"` (errors) or `status`
 * (success) makes screen readers announce it without moving the focus.
 */
export function FormAlert({ message, tone = 'error', title }: FormAlertProps) {
  if (!message) return null
  return (
    <Alert
      color={COLORS[tone]}
      variant="light"
      title={title}
      role={tone === 'error' ? 'alert' : 'status'}
      styles={{ title: { color: TITLE_COLORS[tone] } }}
    >
      {message}
    </Alert>
  )
}
