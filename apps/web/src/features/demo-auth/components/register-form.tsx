import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHttpClient } from '../../../lib/http-context'
import { register, translateErrors } from '../api/auth'
import type { Session } from '../store/session-store'

type RegisterFormProps = { loginHref: string; onRegistered: (session: Session) => void }

export function RegisterForm({ loginHref, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [failed, setFailed] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '', terms: false },
    validate: {
      username: (value) => (value.trim() ? null : t('auth.errors.required')),
      email: (value) => (/^\S+@\S+$/.test(value) ? null : t('auth.errors.email')),
      password: (value) => (value ? null : t('auth.errors.required')),
      terms: (value) => (value ? null : t('auth.errors.terms')),
    },
  })

  const submit = form.onSubmit(async ({ username, email, password }) => {
    setFailed(false)
    try {
      const result = await register(http, { username: username.trim(), email, password })
      if (result.session) onRegistered(result.session)
      else form.setErrors(translateErrors(result.errors, t))
    } catch {
      setFailed(true)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed ? (
          <Alert color="red" role="alert">
            {t('auth.errors.failed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Checkbox label={t('auth.terms')} {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.signUp')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm">{t('auth.haveAccount')}</Text>
          <Anchor component={Link} to={loginHref} size="sm" fw={600}>
            {t('auth.signInInstead')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
