import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { Navigate, useLocation } from 'react-router'
import { PageLoader } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { selectSessionStatus } from '../../../lib/session/session-slice'

/**
 * Waits for a stored session to be restored before the pages ask the API, and sends a visitor
 * without one to the login (staff sign in at the storefront's). The admin layout guards the role.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSelector(selectSessionStatus)
  const location = useLocation()
  if (status === 'restoring') return <PageLoader />
  if (status === 'anonymous')
    return <Navigate to={paths.storefront.login.getHref(`${location.pathname}${location.search}`)} replace />
  return children
}
