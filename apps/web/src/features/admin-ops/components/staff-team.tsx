import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { PageHeader } from '../../../components/page-header'
import { selectUser } from '../../../lib/session/session-slice'
import { InviteForm } from './invite-form'
import { StaffInvitations } from './staff-invitations'
import { StaffMembers } from './staff-members'

/** The team page (admins only): the accounts and their roles, the open invitations, and inviting someone. */
export function StaffTeam() {
  const { t } = useTranslation('admin-ops')
  const user = useSelector(selectUser)
  return (
    <Stack gap="lg">
      <div>
        <PageHeader title={t('staff.title')} />
        <Text c="dimmed" mt="-md">
          {t('staff.lead')}
        </Text>
      </div>
      <StaffMembers currentUserId={user?.id} />
      <InviteForm />
      <StaffInvitations />
    </Stack>
  )
}
