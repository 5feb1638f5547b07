import { Navigate, Outlet } from 'react-router'
import { MAIN_CONTENT_ID } from '../../../components/skip-link'
import { useDashboardGuard } from './guard'
import { homeHref } from './home-href'
import { NotAuthorized } from './not-authorized'

/** Print views: the same guard as the rest of the dashboard, without the navbar and menu. */
export function PrintLayout() {
  const guard = useDashboardGuard()
  if (guard.state === 'login') return <Navigate to={guard.loginHref} replace />
  return (
    <main id={MAIN_CONTENT_ID}>
      {guard.state === 'allowed' ? <Outlet /> : <NotAuthorized homeHref={homeHref(guard.user.ability)} />}
    </main>
  )
}
