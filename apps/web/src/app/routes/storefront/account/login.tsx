import { Anchor, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { LoginForm } from '../../../../features/auth/components/login-form'
import { FormAlert } from '../../../../components/form-alert'
import { GuestPage, isForQuote } from './guest-page'

export function LoginPage() {
  const { t } = useTranslation('auth')
  return (
    <GuestPage>
      {(rawNext) => (
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
          <Stack gap="md">
            {isForQuote(rawNext) ? <FormAlert tone="info" message={t('login.forQuote')} /> : null}
            <LoginForm />
          </Stack>
        </AuthCard>
      )}
    </GuestPage>
  )
}
