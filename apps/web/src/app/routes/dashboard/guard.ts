import type { DemoUserData } from '@escudo/demo-api'
import { useLocation, useMatches } from 'react-router'
import { paths } from '../../../config/paths'
import { can } from '../../../features/demo-auth/utils/abilities'
import { useSession } from '../../../features/demo-auth/store/session-context'
import { DEFAULT_ABILITY, type DashboardRouteHandle } from './abilities'

export type Guard =
  | { state: 'login'; loginHref: string }
  | { state: 'denied'; user: DemoUserData }
  | { state: 'allowed'; user: DemoUserData }

/**
 * Who may see the current page: logged-out visitors go to the login page with the way back, and the
 * deepest route's declared ability (default: the admin's) decides between the page and "not authorised".
 */
export function useDashboardGuard(): Guard {
  const session = useSession()
  const location = useLocation()
  const matches = useMatches()
  if (!session)
    return { state: 'login', loginHref: paths.dashboard.login.getHref(location.pathname + location.search) }
  const required =
    matches.map((match) => (match.handle as DashboardRouteHandle | undefined)?.ability).findLast(Boolean) ??
    DEFAULT_ABILITY
  const user = session.userData
  return can(user.ability, required.action, required.subject)
    ? { state: 'allowed', user }
    : { state: 'denied', user }
}
