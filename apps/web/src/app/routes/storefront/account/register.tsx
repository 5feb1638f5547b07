import { Anchor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Navigate, useSearchParams } from 'react-router'
import { PageLoader } from '../../../../components/page-status'
import { paths } from '../../../../config/paths'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { RegisterForm } from '../../../../features/auth/components/register-form'
import { safeNextPath } from '../../../../lib/session/next-path'
import { selectSessionStatus } from '../../../../lib/session/session-slice'

export function RegisterPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const status = useSelector(selectSessionStatus)
  const rawNext = params.get('next') ?? undefined
  const next = safeNextPath(rawNext, paths.storefront.account.getHref())

  if (status === 'restoring') return <PageLoader />
  // A new account is signed in at once: carry on where the visitor was heading.
  if (status === 'authenticated') return <Navigate to={next} replace />

  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      footer={
        <>
          {t('register.hasAccount')}{' '}
          <Anchor component={Link} to={paths.storefront.login.getHref(rawNext)} fw={600}>
            {t('register.login')}
          </Anchor>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  )
}
