import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** "Empresa (opcional)": optional fields say so in their label, which screen readers read too. */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation('auth')
  return (
    <>
      {label}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        ({t('fields.optional')})
      </Text>
    </>
  )
}
