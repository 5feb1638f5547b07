import { isStaff } from '@escudo/contracts'
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Navigate } from 'react-router'
import { IconLock } from '../../../components/back-office-icons'
import { PageLoader } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { useSignedOutRedirect } from '../../../lib/session/use-signed-out-redirect'
import { selectSession } from '../../../lib/session/session-slice'
import { useSignOut } from '../../../features/auth/hooks/use-sign-out'

/**
 * The back office's guard: while a stored session is restored it waits; a visitor who is not signed in goes to the
 * storefront login with `?next=` back here (or home, after signing out here: `useSignedOutRedirect`); a signed-in
 * customer sees "no access" (the API would answer 403 anyway). Every staff role enters; what each one may open is
 * the menu's and RequireArea's concern.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSelector(selectSession)
  const { status, user } = session
  const redirect = useSignedOutRedirect(session)
  if (status === 'restoring') return <PageLoader />
  if (status === 'anonymous' || !user) return <Navigate to={redirect} replace />
  if (!isStaff(user.role)) return <NoAccess name={user.name} />
  return children
}

function NoAccess({ name }: { name: string }) {
  const { t } = useTranslation('admin-catalog')
  const { signOut, isLoading } = useSignOut()
  return (
    <Center mih="100vh" p="md" component="main">
      <LockedNotice title={t('noAccess.title')} body={t('noAccess.body', { name })}>
        <Button component={Link} to={paths.storefront.home.getHref()}>
          {t('noAccess.backToStore')}
        </Button>
        <Button variant="default" loading={isLoading} onClick={() => void signOut()}>
          {t('noAccess.switchAccount')}
        </Button>
      </LockedNotice>
    </Center>
  )
}

/** A lock, the page's title, why, and what to do instead: the back office's "no access" messages. */
export function LockedNotice({
  title,
  body,
  children,
}: {
  title: string
  body: string
  children: ReactNode
}) {
  return (
    <Stack align="center" gap="sm" maw={480} ta="center">
      <IconLock size={48} strokeWidth={1.5} />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{body}</Text>
      <Group justify="center" mt="sm">
        {children}
      </Group>
    </Stack>
  )
}
