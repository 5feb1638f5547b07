import { Anchor, Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { resetPasswordSchema, useResetPasswordMutation } from '../api/reset-password'
import {
  describeFailure,
  focusFirstError,
  validateAttributes,
  type DescribedFailure,
} from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { FormAlert } from '../../../components/form-alert'
import { PasswordField } from './password-field'

const requestNewLink = (text: string) => (
  <Anchor component={Link} to={paths.storefront.forgotPassword.getHref()} fw={600}>
    {text}
  </Anchor>
)

/** `token` comes from the emailed link (`?token=`); without one there is nothing to reset. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('auth')
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation()
  const [failure, setFailure] = useState<DescribedFailure | null>(null)
  const form = useForm({
    name: 'reset-password',
    initialValues: { password: '' },
    validateInputOnBlur: true,
    validate: (values) =>
      validateAttributes(
        resetPasswordSchema,
        'password-resets',
        { ...values, token },
        t,
        i18n,
        authValidation,
      ),
  })

  if (!token) {
    return (
      <Stack gap="md">
        <FormAlert title={t('reset.missingTitle')} message={t('reset.missing')} />
        {requestNewLink(t('reset.requestNew'))}
      </Stack>
    )
  }

  if (isSuccess) {
    return (
      <Stack gap="md">
        <FormAlert tone="success" title={t('reset.doneTitle')} message={t('reset.done')} />
        <Anchor component={Link} to={paths.storefront.login.getHref()} fw={600}>
          {t('reset.login')}
        </Anchor>
      </Stack>
    )
  }

  const tokenRefused = failure?.codes.includes('invalid_reset_token') || Boolean(failure?.fields.token)

  const submit = form.onSubmit(
    async ({ password }) => {
      setFailure(null)
      const result = await resetPassword({ token, password })
      if (!result.error) return
      const described = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(described.fields)
      setFailure(described)
      focusFirstError(form, described.fields)
    },
    (errors) => {
      // A token the schema refuses (mangled link) has no field to show: say the link is bad.
      if (errors.token) setFailure({ fields: {}, message: null, codes: ['invalid_reset_token'] })
      focusFirstError(form, errors)
    },
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert
          message={
            tokenRefused ? (
              <Stack gap={6} align="flex-start">
                <span>{t('reset.invalid')}</span>
                {requestNewLink(t('reset.requestNew'))}
              </Stack>
            ) : (
              (failure?.message ?? null)
            )
          }
        />
        <PasswordField
          label={t('fields.newPassword')}
          description={t('hints.password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  )
}
