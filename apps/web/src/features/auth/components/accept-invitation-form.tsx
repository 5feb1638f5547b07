import { STAFF_ERROR_CODES } from '@escudo/contracts'
import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { FormAlert } from '../../../components/form-alert'
import { paths } from '../../../config/paths'
import {
  describeFailure,
  focusFirstError,
  validateAttributes,
  type DescribedFailure,
} from '../../../lib/forms'
import { acceptInvitationSchema, useAcceptInvitationMutation } from '../api/accept-invitation'
import { authFailures, authValidation } from '../utils/form-errors'
import { PasswordField } from './password-field'

const invitationFailures = {
  ...authFailures,
  codedMessages: {
    ...authFailures.codedMessages,
    [STAFF_ERROR_CODES.invalidInvitation]: 'invitation.invalid',
  },
}

/** A link that cannot work: what happened and what to do (only an admin can send a new one). */
function UnusableLink({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('auth')
  return (
    <FormAlert
      title={title}
      message={
        <Stack gap={6} align="flex-start">
          <span>{message}</span>
          <span>{t('invitation.askAgain')}</span>
          <Anchor component={Link} to={paths.storefront.login.getHref(paths.admin.root.getHref())} fw={600}>
            {t('reset.login')}
          </Anchor>
        </Stack>
      }
    />
  )
}

/**
 * `token` comes from the invitation e-mail's link (`?token=`). The password follows the registration's rules;
 * once accepted the new staff member is signed in and lands in the back office.
 */
export function AcceptInvitationForm({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('auth')
  const navigate = useNavigate()
  const [accept, { isLoading }] = useAcceptInvitationMutation()
  const [failure, setFailure] = useState<DescribedFailure | null>(null)
  const form = useForm({
    name: 'accept-invitation',
    initialValues: { password: '' },
    validateInputOnBlur: true,
    validate: (values) =>
      validateAttributes(
        acceptInvitationSchema,
        'invitation-acceptances',
        { ...values, token },
        t,
        i18n,
        authValidation,
      ),
  })

  if (!token) return <UnusableLink title={t('invitation.missingTitle')} message={t('invitation.missing')} />

  const refused =
    failure?.codes.includes(STAFF_ERROR_CODES.invalidInvitation) || Boolean(failure?.fields.token)

  const submit = form.onSubmit(
    async ({ password }) => {
      setFailure(null)
      const result = await accept({ token, password })
      if (!result.error) return navigate(paths.admin.root.getHref(), { replace: true })
      const described = describeFailure(result.error, t, i18n, invitationFailures)
      form.setErrors(described.fields)
      setFailure(described)
      focusFirstError(form, described.fields)
    },
    (errors) => {
      // A token the schema refuses (a mangled link) has no field to show: say the link is bad.
      if (errors.token)
        setFailure({ fields: {}, message: null, codes: [STAFF_ERROR_CODES.invalidInvitation] })
      focusFirstError(form, errors)
    },
  )

  if (refused) return <UnusableLink title={t('invitation.invalidTitle')} message={t('invitation.invalid')} />

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={failure?.message ?? null} />
        <PasswordField
          label={t('fields.password')}
          description={t('hints.password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('invitation.submit')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('invitation.after')}
        </Text>
      </Stack>
    </form>
  )
}
