import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AcceptInvitationForm } from '../../../../features/auth/components/accept-invitation-form'
import { AuthCard } from '../../../../features/auth/components/auth-card'

/** Opened from the staff invitation e-mail: STAFF_INVITATION_PATH?token=… (the server builds it with the same constant). */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  return (
    <AuthCard title={t('invitation.title')} lead={t('invitation.lead')}>
      <AcceptInvitationForm token={params.get('token')} />
    </AuthCard>
  )
}
