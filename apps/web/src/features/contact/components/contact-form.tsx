import { ContactMessageRequest } from '@escudo/contracts'
import { Button, Grid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch, useSelector } from 'react-redux'
import { selectUser } from '../../../lib/session/session-slice'
import { useSendContactMessageMutation } from '../api/contact-api'
import { contactInitialized, selectContactSent } from '../store/contact-slice'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { FormAlert } from '../../../components/form-alert'

const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const

/** The contact form: validated with the server's schema, with a honeypot people never see. */
export function ContactForm() {
  const { t, i18n } = useTranslation('customer')
  const dispatch = useDispatch()
  const user = useSelector(selectUser)
  const sent = useSelector(selectContactSent)
  const [send, { isLoading }] = useSendContactMessageMutation()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({
    name: 'contact',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      company: user?.company ?? '',
      subject: '',
      message: '',
      website: '',
    },
    validate: (values) => validateAttributes(ContactMessageRequest, 'contact-messages', values, t, i18n),
  })

  // The seed's "contact sent" flag: reset when the form opens.
  useEffect(() => {
    dispatch(contactInitialized())
  }, [dispatch])

  // A session restored after the form opened still fills in what the customer left empty.
  const { setFieldValue, getValues } = form
  useEffect(() => {
    if (!user) return
    const values = getValues()
    if (!values.name) setFieldValue('name', user.name)
    if (!values.email) setFieldValue('email', user.email)
  }, [user, getValues, setFieldValue])

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      const result = await send(values)
      if (!result.error) return
      const failure = describeFailure(result.error, t, i18n, customerFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
    },
    (errors) => focusFirstError(form, errors),
  )

  if (sent) {
    return (
      <Stack gap="md" align="flex-start">
        <FormAlert tone="success" title={t('contact.sentTitle')} message={t('contact.sent')} />
        <Button
          variant="default"
          onClick={() => {
            form.setFieldValue('subject', '')
            form.setFieldValue('message', '')
            dispatch(contactInitialized())
          }}
        >
          {t('contact.another')}
        </Button>
      </Stack>
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.name')}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.phone')}
              description={t('contact.optional')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.company')}
              description={t('contact.optional')}
              autoComplete="organization"
              {...form.getInputProps('company')}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('contact.subject')}
          maxLength={160}
          withAsterisk
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('contact.message')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          withAsterisk
          {...form.getInputProps('message')}
        />
        {/* Honeypot: off-screen and out of the tab order; a person never fills it in. */}
        <div aria-hidden="true" style={honeypotStyle}>
          <label>
            {t('contact.website')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </label>
        </div>
        <Button type="submit" loading={isLoading} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  )
}
