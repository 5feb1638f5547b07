import { useState } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../../config/paths'
import type { SessionState } from './session-slice'

/**
 * Where a guard sends a visitor without a session: home when the session was there when the page
 * opened and the user then signed out (with the button, or in another tab) — they chose to leave,
 * and the sign-out's own navigation home must not lose a race to the login; the login, with
 * `?next=` back here, in every other case (arriving signed out, a refused refresh).
 */
export function useSignedOutRedirect(session: Pick<SessionState, 'status' | 'signedOut'>) {
  const location = useLocation()
  const withSession = session.status !== 'anonymous'
  // Per address: the guard stays mounted from one guarded address to the next.
  const [opened, setOpened] = useState({ key: location.key, withSession })
  if (opened.key !== location.key) setOpened({ key: location.key, withSession })
  if (opened.key === location.key && opened.withSession && session.signedOut) {
    return paths.storefront.home.getHref()
  }
  return paths.storefront.login.getHref(`${location.pathname}${location.search}${location.hash}`)
}
