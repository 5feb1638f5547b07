import { useTranslation } from 'react-i18next'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { ForgotPasswordForm } from '../../../../features/auth/components/forgot-password-form'

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <ForgotPasswordForm />
    </AuthCard>
  )
}
