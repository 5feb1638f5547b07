import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateMeSchema, useUpdateMeMutation } from '../api/update-me'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { FormAlert } from '../../../components/form-alert'
import { PasswordField } from './password-field'

/** PATCH /me with the current password; the server answers a new token pair (api/update-me.ts keeps it). */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation('auth')
  const [updateMe, { isLoading }] = useUpdateMeMutation()
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null)
  const form = useForm({
    name: 'change-password',
    initialValues: { currentPassword: '', password: '' },
    validate: (values) => validateAttributes(updateMeSchema, 'users', values, t, i18n, authValidation),
  })

  const submit = form.onSubmit(
    async (values) => {
      setOutcome(null)
      const result = await updateMe(values)
      if (!result.error) {
        form.reset()
        return setOutcome({ tone: 'success', message: t('account.passwordChanged') })
      }
      const failure = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(failure.fields)
      if (failure.message) setOutcome({ tone: 'error', message: failure.message })
      focusFirstError(form, failure.fields)
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          description={t('hints.password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <FormAlert tone={outcome?.tone} message={outcome?.message ?? null} />
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
