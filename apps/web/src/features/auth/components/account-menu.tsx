import { Box, Button, Text, VisuallyHidden } from '@mantine/core'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { selectSession } from '../../../lib/session/session-slice'
import { useSignOut } from '../hooks/use-sign-out'
import { UserIcon } from './user-icon'

// Menu and its popover load only once someone is signed in: anonymous visitors never need them.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }))

// Pages that make no sense to come back to after signing in.
const NO_RETURN = new Set<string>([
  paths.storefront.login.path,
  paths.storefront.register.path,
  paths.storefront.forgotPassword.path,
  paths.storefront.resetPassword.path,
])

/** The header's "Entrar" link, or the signed-in user's menu (Minha conta, Sair). */
export function AccountMenu() {
  const { t } = useTranslation()
  const { status, user, signedOut } = useSelector(selectSession)
  const location = useLocation()
  const { signOut } = useSignOut()
  const loginLink = useRef<HTMLAnchorElement>(null)

  // The menu or button that had the focus is gone after signing out: give it to the "Entrar" link.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body
    if (signedOut && status === 'anonymous' && lost) loginLink.current?.focus()
  }, [signedOut, status])

  const here = `${location.pathname}${location.search}`
  const next = NO_RETURN.has(location.pathname) ? undefined : here
  // The live region stays at the same place in the tree, so its message is announced.
  return (
    <>
      {status === 'restoring' ? (
        // Keeps the header from shifting while a stored session is restored.
        <Box w={40} h={36} aria-hidden="true" />
      ) : user ? (
        <Suspense fallback={<Box w={40} h={36} aria-hidden="true" />}>
          <UserMenu user={user} onSignOut={() => void signOut()} />
        </Suspense>
      ) : (
        <Button
          ref={loginLink}
          component={Link}
          to={paths.storefront.login.getHref(next)}
          variant="light"
          size="sm"
          px="sm"
          aria-label={t('account.login')}
          leftSection={<UserIcon />}
          styles={{ section: { marginInlineEnd: 0 } }}
        >
          {/* Icon only on phones, where the header has no room for the word. */}
          <Text span inherit visibleFrom="xs" ml={8}>
            {t('account.login')}
          </Text>
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {signedOut && status === 'anonymous' ? t('account.loggedOut') : ''}
      </VisuallyHidden>
    </>
  )
}
