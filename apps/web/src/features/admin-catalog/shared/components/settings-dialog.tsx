import { Alert, Button, Group, Modal, NativeSelect, Stack, type ModalProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  title: string
  size: ModalProps['size']
  /** What the last save (or preview) answered wrong, above the fields. */
  error: string | null
  saving: boolean
  onClose: () => void
  onSubmit: () => void
  /** Buttons between "Cancelar" and "Salvar" (a preview). */
  extraActions?: ReactNode
  children: ReactNode
}

/** The dialog that adds or changes a search setting: its fields, the error, "Cancelar" and "Salvar". */
export function SettingsDialog({
  title,
  size,
  error,
  saving,
  onClose,
  onSubmit,
  extraActions,
  children,
}: Props) {
  const { t } = useTranslation('admin-catalog')
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        noValidate
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('synonyms.cancel')}
            </Button>
            {extraActions}
            <Button type="submit" loading={saving}>
              {t('synonyms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** The language a search setting applies to. */
export function SettingsLanguageSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: 'pt-BR' | 'en'
  onChange: (language: 'pt-BR' | 'en') => void
}) {
  const { t } = useTranslation('admin-catalog')
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value === 'en' ? 'en' : 'pt-BR')}
      data={[
        { value: 'pt-BR', label: t('synonyms.languages.pt-BR') },
        { value: 'en', label: t('synonyms.languages.en') },
      ]}
    />
  )
}
