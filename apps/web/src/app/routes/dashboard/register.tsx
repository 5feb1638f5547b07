import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { RegisterForm } from '../../../features/demo-auth/components/register-form'
import { useSession, useSessionStore } from '../../../features/demo-auth/store/session-context'
import type { Session } from '../../../features/demo-auth/store/session-store'
import { homeHref } from './home-href'
import { AuthShell } from './auth-shell'

export function RegisterPage() {
  const { t } = useTranslation('dashboard')
  const session = useSession()
  const store = useSessionStore()
  const navigate = useNavigate()

  if (session) return <Navigate to={homeHref(session.userData.ability)} replace />

  const onRegistered = (next: Session) => {
    store.set(next)
    void navigate(homeHref(next.userData.ability), { replace: true })
  }

  return (
    <AuthShell title={t('auth.registerTitle')} lead={t('auth.registerLead')}>
      <RegisterForm loginHref={paths.dashboard.login.getHref()} onRegistered={onRegistered} />
    </AuthShell>
  )
}
