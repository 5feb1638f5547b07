import { Anchor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Navigate, useSearchParams } from 'react-router'
import { PageLoader } from '../../../../components/page-status'
import { paths } from '../../../../config/paths'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { LoginForm } from '../../../../features/auth/components/login-form'
import { safeNextPath } from '../../../../lib/session/next-path'
import { selectSessionStatus } from '../../../../lib/session/session-slice'

export function LoginPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const status = useSelector(selectSessionStatus)
  const rawNext = params.get('next') ?? undefined
  // Only a path of this site: `?next=https://…` would make the login an open redirect.
  const next = safeNextPath(rawNext, paths.storefront.account.getHref())

  if (status === 'restoring') return <PageLoader />
  // Signed in (already, or just now): go where the visitor was heading.
  if (status === 'authenticated') return <Navigate to={next} replace />

  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.storefront.register.getHref(rawNext)} fw={600}>
            {t('login.register')}
          </Anchor>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
