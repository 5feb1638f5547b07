import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch, useSelector } from 'react-redux'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { loginInitialized, selectSession } from '../../../lib/session/session-slice'
import { loginSchema, useLoginMutation, type LoginInput } from '../api/login'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { FormAlert } from '../../../components/form-alert'
import { PasswordField } from './password-field'

type LoginFormProps = { onSuccess?: () => void }

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth')
  const dispatch = useDispatch()
  const { expired } = useSelector(selectSession)
  const [login, { isLoading }] = useLoginMutation()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm<LoginInput>({
    name: 'login',
    initialValues: { email: '', password: '' },
    validate: (values) => validateAttributes(loginSchema, 'sessions', values, t, i18n, authValidation),
  })

  // Seed section 4: opening the login clears the previous attempt's error.
  useEffect(() => {
    dispatch(loginInitialized())
  }, [dispatch])

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      // Sent as the schema leaves it (trimmed, lower-cased email): the server would do the same.
      const { attributes } = loginSchema.parse({ data: { type: 'sessions', attributes: values } }).data
      const result = await login(attributes)
      if (!result.error) return onSuccess?.()
      const failure = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
      focusFirstError(form, failure.fields)
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {expired && !message ? <FormAlert tone="info" message={t('login.expired')} /> : null}
        <FormAlert message={message} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Anchor component={Link} to={paths.storefront.forgotPassword.getHref()} size="sm">
          {t('login.forgot')}
        </Anchor>
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  )
}
