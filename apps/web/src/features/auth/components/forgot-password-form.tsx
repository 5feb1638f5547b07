import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { forgotPasswordSchema, useForgotPasswordMutation } from '../api/forgot-password'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { FormAlert } from '../../../components/form-alert'

/** The answer is the same whether or not the email has an account, so nobody learns who is a customer. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth')
  const [forgotPassword, { isLoading, isSuccess }] = useForgotPasswordMutation()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({
    name: 'forgot-password',
    initialValues: { email: '' },
    validate: (values) =>
      validateAttributes(forgotPasswordSchema, 'password-resets', values, t, i18n, authValidation),
  })

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      const result = await forgotPassword(values)
      if (!result.error) return
      const failure = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
    },
    (errors) => focusFirstError(form, errors),
  )

  if (isSuccess) {
    return (
      <Stack gap="md">
        <FormAlert tone="success" title={t('forgot.sentTitle')} message={t('forgot.sent')} />
        <Anchor component={Link} to={paths.storefront.login.getHref()}>
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('forgot.submit')}
        </Button>
        <Anchor component={Link} to={paths.storefront.login.getHref()} size="sm" ta="center">
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  )
}
