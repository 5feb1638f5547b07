import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '../../../lib/session/session-slice'
import { ChangePasswordForm } from './change-password-form'
import { ProfileForm } from './profile-form'
import { usePageHeading } from '../hooks/use-page-heading'
import { useSignOut } from '../hooks/use-sign-out'

/** "Minha conta": profile, password and sign-out, each a section with its own heading. */
export function AccountView({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('auth')
  const heading = usePageHeading(t('account.title'))
  const { signOut, isLoading } = useSignOut()
  const since = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  )

  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {t('account.title')}
          </Title>
          <Text c="dimmed">
            {t('account.greeting', { name: user.name })} {t('account.memberSince', { date: since })}
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="account-profile">
          <Title order={2} size="h4" id="account-profile" mb="md">
            {t('account.profile')}
          </Title>
          <ProfileForm user={user} />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="account-password">
          <Title order={2} size="h4" id="account-password">
            {t('account.password')}
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            {t('account.passwordLead')}
          </Text>
          <ChangePasswordForm />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="account-logout">
          <Group justify="space-between" gap="md">
            <div>
              <Title order={2} size="h4" id="account-logout">
                {t('account.logoutTitle')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('account.logoutLead')}
              </Text>
            </div>
            <Button variant="outline" color="red.9" loading={isLoading} onClick={() => void signOut()}>
              {t('account.logout')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  )
}
