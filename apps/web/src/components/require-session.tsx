import { useSelector } from 'react-redux'
import { Navigate, Outlet } from 'react-router'
import { selectSession } from '../lib/session/session-slice'
import { useSignedOutRedirect } from '../lib/session/use-signed-out-redirect'
import { PageLoader } from './page-status'

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
