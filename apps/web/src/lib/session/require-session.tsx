import { useSelector } from 'react-redux'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageLoader } from '../../components/page-status'
import { paths } from '../../config/paths'
import { selectSessionStatus } from './session-slice'

/**
 * A layout route for pages that need a signed-in customer: while a stored
 * session is being restored it waits; without one it sends the visitor to the
 * login with `?next=` pointing back here. Also what happens when a refresh is
 * refused on such a page: the session ends and this guard takes over.
 */
export function RequireSession() {
  const status = useSelector(selectSessionStatus)
  const location = useLocation()
  if (status === 'restoring') return <PageLoader />
  if (status === 'anonymous') {
    const here = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.storefront.login.getHref(here)} replace />
  }
  return <Outlet />
}
