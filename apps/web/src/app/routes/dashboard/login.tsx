import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { LoginForm } from '../../../features/demo-auth/components/login-form'
import { useSession, useSessionStore } from '../../../features/demo-auth/store/session-context'
import type { Session } from '../../../features/demo-auth/store/session-store'
import { homeHref } from './home-href'
import { AuthShell } from './auth-shell'

/** Only paths inside the dashboard are followed after login, so the link cannot send users elsewhere. */
export function safeRedirect(value: string | null): string | undefined {
  const root = paths.dashboard.root.getHref()
  if (!value || !value.startsWith(root) || value.startsWith('//')) return undefined
  if (value.startsWith(paths.dashboard.login.path) || value.startsWith(paths.dashboard.register.path))
    return undefined
  return value
}

export function LoginPage() {
  const { t } = useTranslation('dashboard')
  const session = useSession()
  const store = useSessionStore()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const redirectTo = safeRedirect(search.get('redirectTo'))

  if (session) return <Navigate to={redirectTo ?? homeHref(session.userData.ability)} replace />

  const onLoggedIn = (next: Session) => {
    store.set(next)
    void navigate(redirectTo ?? homeHref(next.userData.ability), { replace: true })
  }

  return (
    <AuthShell title={t('auth.loginTitle')} lead={t('auth.loginLead')}>
      <LoginForm registerHref={paths.dashboard.register.getHref()} onLoggedIn={onLoggedIn} />
    </AuthShell>
  )
}
