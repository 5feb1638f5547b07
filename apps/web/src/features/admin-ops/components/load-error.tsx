import { Alert, Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../lib/forms'
import { opsFailures } from '../utils/api-errors'

/** A list or page that failed to load: why, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('admin-ops')
  if (!error) return null
  const { message } = describeFailure(error, t, i18n, opsFailures)
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('errors.loadTitle')}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  )
}
