import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Navigate } from 'react-router'
import { IconLock } from '../../../components/icons'
import { PageLoader } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { useSignedOutRedirect } from '../../../lib/session/require-session'
import { selectSession } from '../../../lib/session/session-slice'
import { useSignOut } from '../../../features/auth/components/use-sign-out'

/**
 * The back office's guard: while a stored session is restored it waits; a visitor who is not signed in goes to the
 * storefront login with `?next=` back here (or home, after signing out here: `useSignedOutRedirect`); a signed-in
 * customer sees "no access" (the API would answer 403 anyway).
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSelector(selectSession)
  const { status, user } = session
  const redirect = useSignedOutRedirect(session)
  if (status === 'restoring') return <PageLoader />
  if (status === 'anonymous' || !user) return <Navigate to={redirect} replace />
  if (user.role !== 'admin') return <NoAccess name={user.name} />
  return children
}

function NoAccess({ name }: { name: string }) {
  const { t } = useTranslation('admin-catalog')
  const { signOut, isLoading } = useSignOut()
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <IconLock size={48} strokeWidth={1.5} />
        <Title order={1} size="h2">
          {t('noAccess.title')}
        </Title>
        <Text c="dimmed">{t('noAccess.body', { name })}</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={paths.storefront.home.getHref()}>
            {t('noAccess.backToStore')}
          </Button>
          <Button variant="default" loading={isLoading} onClick={() => void signOut()}>
            {t('noAccess.switchAccount')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
