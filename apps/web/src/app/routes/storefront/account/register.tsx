import { Anchor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { RegisterForm } from '../../../../features/auth/components/register-form'
import { GuestPage } from './guest-page'

export function RegisterPage() {
  const { t } = useTranslation('auth')
  return (
    <GuestPage>
      {(rawNext) => (
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
      )}
    </GuestPage>
  )
}
