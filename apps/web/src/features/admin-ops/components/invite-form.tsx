import {
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLES,
  StaffInvitationRequest,
  type StaffRole,
} from '@escudo/contracts'
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { useInviteStaffMutation } from '../api/staff'
import { staffFailures } from '../utils/staff-failures'

type Values = { email: string; name: string; role: StaffRole }
const EMPTY: Values = { email: '', name: '', role: 'sales' }

/** Invites a person by e-mail with a role; an e-mail that already has an account is refused on its field. */
export function InviteForm() {
  const { t, i18n } = useTranslation('admin-ops')
  const { t: tStaff } = useTranslation('admin-ops', { keyPrefix: 'staff' })
  const [invite, { isLoading }] = useInviteStaffMutation()
  const [message, setMessage] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm<Values>({
    name: 'staff-invitation',
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: (values) =>
      validateAttributes(StaffInvitationRequest, 'staff-invitations', values, tStaff, i18n),
  })

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      setSent(null)
      // The schema's output is what the server stores: a trimmed, lower-cased e-mail.
      const { attributes } = StaffInvitationRequest.parse({
        data: { type: 'staff-invitations', attributes: values },
      }).data
      const result = await invite(attributes)
      if (!result.error) {
        form.setValues(EMPTY)
        form.resetDirty()
        return setSent(t('staff.invite.sent', { email: attributes.email }))
      }
      const failure = describeFailure(result.error, t, i18n, staffFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
      focusFirstError(form, failure.fields)
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="staff-invite-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="staff-invite-title">
              {t('staff.invite.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staff.invite.lead', { days: STAFF_INVITATION_TTL_DAYS })}
            </Text>
          </Stack>
          <FormAlert message={message} />
          <FormAlert tone="success" message={sent} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label={t('staff.invite.email')}
              type="email"
              autoComplete="off"
              inputMode="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('staff.invite.name')}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <NativeSelect
              label={t('staff.invite.role')}
              data={STAFF_ROLES.map((value) => ({ value, label: t(`staff.roles.${value}`) }))}
              description={t(`staff.roleHints.${form.values.role}`)}
              // The hint under the select: the row's three fields line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isLoading}>
              {t('staff.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
