import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { ResetPasswordForm } from '../../../../features/auth/components/reset-password-form'

/** Opened from the emailed link: RESET_PASSWORD_PATH?token=… (the server builds it with the same constant). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthCard>
  )
}
