import { Anchor, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { AuthCard } from '../../../../features/auth/components/auth-card'
import { RegisterForm } from '../../../../features/auth/components/register-form'
import { FormAlert } from '../../../../components/form-alert'
import { GuestPage, isForQuote } from './guest-page'

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
          <Stack gap="md">
            {isForQuote(rawNext) ? <FormAlert tone="info" message={t('register.forQuote')} /> : null}
            <RegisterForm />
          </Stack>
        </AuthCard>
      )}
    </GuestPage>
  )
}
