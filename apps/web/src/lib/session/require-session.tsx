import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageLoader } from '../../components/page-status'
import { paths } from '../../config/paths'
import { selectSession, type SessionState } from './session-slice'

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

/**
 * A layout route for pages that need a signed-in customer: while a stored
 * session is being restored it waits; without one it sends the visitor away
 * (`useSignedOutRedirect`). Also what happens when a refresh is refused on such
 * a page: the session ends and this guard takes over.
 */
export function RequireSession() {
  const session = useSelector(selectSession)
  const redirect = useSignedOutRedirect(session)
  if (session.status === 'restoring') return <PageLoader />
  if (session.status === 'anonymous') return <Navigate to={redirect} replace />
  return <Outlet />
}
