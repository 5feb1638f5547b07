import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../../lib/i18n'
import type { SessionUser } from '../../../lib/session/session-slice'
import { updateMeSchema, useUpdateMeMutation, type UpdateMeInput } from '../api/update-me'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { authFailures, authValidation } from '../utils/form-errors'
import { formatCnpj, formatPhone } from '../utils/masks'
import { FormAlert } from '../../../components/form-alert'
import { OptionalLabel } from './optional-label'

type Values = { name: string; company: string; cnpj: string; phone: string; locale: string }

const valuesOf = (user: SessionUser): Values => ({
  name: user.name,
  company: user.company ?? '',
  cnpj: user.cnpj ? formatCnpj(user.cnpj) : '',
  phone: user.phone ? formatPhone(user.phone) : '',
  locale: user.locale,
})

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('auth')
  const [updateMe, { isLoading }] = useUpdateMeMutation()
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null)
  const form = useForm<Values>({
    name: 'profile',
    initialValues: valuesOf(user),
    validateInputOnBlur: true,
    validate: (values) => validateAttributes(updateMeSchema, 'users', values, t, i18n, authValidation),
  })

  const submit = form.onSubmit(
    async (values) => {
      setOutcome(null)
      const parsed = updateMeSchema.parse({ data: { type: 'users', attributes: values } })
      const result = await updateMe(parsed.data.attributes as UpdateMeInput)
      if (result.data) {
        form.setInitialValues(valuesOf(result.data.data))
        form.setValues(valuesOf(result.data.data))
        return setOutcome({ tone: 'success', message: t('account.saved') })
      }
      const failure = describeFailure(result.error, t, i18n, authFailures)
      form.setErrors(failure.fields)
      if (failure.message) setOutcome({ tone: 'error', message: failure.message })
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <TextInput label={t('fields.email')} value={user.email} readOnly variant="filled" />
        <TextInput
          label={<OptionalLabel label={t('fields.company')} />}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
        </SimpleGrid>
        <NativeSelect
          label={t('fields.locale')}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
          {...form.getInputProps('locale')}
        />
        <FormAlert tone={outcome?.tone} message={outcome?.message ?? null} />
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
