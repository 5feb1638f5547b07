import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHttpClient } from '../../../lib/http-context'
import { logIn, translateErrors } from '../api/auth'
import type { Session } from '../store/session-store'

type LoginFormProps = { registerHref: string; onLoggedIn: (session: Session) => void }

export function LoginForm({ registerHref, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [failed, setFailed] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: 'admin@demo.com', password: 'admin' },
    validate: {
      email: (value) => (/^\S+@\S+$/.test(value) ? null : t('auth.errors.email')),
      password: (value) => (value ? null : t('auth.errors.required')),
    },
  })

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailed(false)
    try {
      const result = await logIn(http, { email, password })
      if (result.session) onLoggedIn(result.session)
      else form.setErrors(translateErrors(result.errors, t))
    } catch {
      setFailed(true)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="escudo" variant="light" title={t('auth.demoTitle')} role="note">
          <Text size="sm">
            {t('auth.demoAdmin')} <strong>admin@demo.com</strong> / <strong>admin</strong>
          </Text>
          <Text size="sm">
            {t('auth.demoClient')} <strong>client@demo.com</strong> / <strong>client</strong>
          </Text>
        </Alert>
        {failed ? (
          <Alert color="red" role="alert">
            {t('auth.errors.failed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.signIn')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm">{t('auth.newHere')}</Text>
          <Anchor component={Link} to={registerHref} size="sm" fw={600}>
            {t('auth.createAccount')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
