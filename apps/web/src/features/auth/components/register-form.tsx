import { Anchor, Button, Fieldset, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { isLanguage } from '../../../lib/i18n'
import { registerInitialized } from '../../../lib/session/session-slice'
import { registerSchema, useRegisterMutation, type RegisterInput } from '../api/register'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { formatCnpj, formatPhone } from '../utils/masks'
import { FormAlert } from '../../../components/form-alert'
import { OptionalLabel } from './optional-label'
import { PasswordField } from './password-field'
import { useEmailAvailability } from '../hooks/use-email-availability'

type Values = { name: string; email: string; password: string; company: string; cnpj: string; phone: string }

export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const { t, i18n } = useTranslation('auth')
  const dispatch = useDispatch()
  const [register, { isLoading }] = useRegisterMutation()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm<Values>({
    name: 'register',
    initialValues: { name: '', email: '', password: '', company: '', cnpj: '', phone: '' },
    validateInputOnBlur: true,
    validate: (values) => validateAttributes(registerSchema, 'users', values, t, i18n, authValidation),
  })
  const availability = useEmailAvailability(form.values.email)
  const emailError = form.errors.email ?? (availability === 'taken' ? t('availability.taken') : undefined)

  useEffect(() => {
    dispatch(registerInitialized())
  }, [dispatch])

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      if (availability === 'taken') return focusFirstError(form, { email: true })
      const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined
      // The schema's output is what the server stores: trimmed, lower-cased email, digits-only CNPJ, E.164 phone.
      const parsed = registerSchema.parse({ data: { type: 'users', attributes: { ...values, locale } } })
      const result = await register(parsed.data.attributes as RegisterInput)
      if (!result.error) return onSuccess?.()
      const failure = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
      focusFirstError(form, failure.fields)
    },
    (errors) => focusFirstError(form, errors),
  )

  const formatOnBlur = (field: 'cnpj' | 'phone', format: (value: string) => string) => {
    const props = form.getInputProps(field)
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (event.currentTarget.value) form.setFieldValue(field, format(event.currentTarget.value))
        props.onBlur?.(event)
      },
    }
  }

  const availabilityText =
    availability === 'checking'
      ? t('availability.checking')
      : availability === 'available'
        ? t('availability.available')
        : availability === 'taken'
          ? t('availability.taken')
          : ''

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        <Text size="sm" c="dimmed">
          {t('hints.required')}
        </Text>
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            {...form.getInputProps('email')}
            error={emailError}
            description={
              availability === 'available' || availability === 'checking' ? availabilityText : undefined
            }
          />
          {availability === 'taken' ? (
            <Group gap="xs">
              <Text size="sm">{t('availability.takenActions')}</Text>
              <Anchor component={Link} to={paths.storefront.login.getHref()} size="sm">
                {t('register.login')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.forgotPassword.getHref()} size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
          ) : null}
          <VisuallyHidden role="status" aria-live="polite">
            {availabilityText}
          </VisuallyHidden>
        </Stack>
        <PasswordField
          label={t('fields.password')}
          description={t('hints.password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Fieldset
          legend={t('register.companySection')}
          variant="unstyled"
          p={0}
          m={0}
          styles={{
            root: { border: 0 },
            legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-sm)' },
          }}
        >
          <Stack gap="md">
            <TextInput
              label={<OptionalLabel label={t('fields.company')} />}
              autoComplete="organization"
              {...form.getInputProps('company')}
            />
            <TextInput
              label={<OptionalLabel label={t('fields.cnpj')} />}
              description={t('hints.cnpj')}
              autoCapitalize="characters"
              {...formatOnBlur('cnpj', formatCnpj)}
            />
            <TextInput
              label={<OptionalLabel label={t('fields.phone')} />}
              description={t('hints.phone')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              {...formatOnBlur('phone', formatPhone)}
            />
          </Stack>
        </Fieldset>
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  )
}
