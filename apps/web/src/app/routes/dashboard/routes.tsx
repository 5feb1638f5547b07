import type { Ability } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { pageAbility, type DashboardRouteHandle } from './abilities'

const d = paths.dashboard

/** A page in its own chunk, guarded by `ability` (checked by the layout, default deny). */
function page(path: string | undefined, load: () => Promise<ComponentType>, ability: Ability): RouteObject {
  const handle: DashboardRouteHandle = { ability }
  return { ...(path ? { path } : { index: true }), handle, lazy: async () => ({ Component: await load() }) }
}

/**
 * The dashboard template's routes. This table is all the main bundle carries of the dashboard: every
 * page, the layout and the simulated back end load only when a dashboard address is opened.
 */
export const dashboardRoutes: RouteObject[] = [
  { path: d.login.path, lazy: async () => ({ Component: (await import('./login')).LoginPage }) },
  { path: d.register.path, lazy: async () => ({ Component: (await import('./register')).RegisterPage }) },
  {
    lazy: async () => ({ Component: (await import('./app-layout')).DashboardLayout }),
    children: [
      page(undefined, async () => (await import('./home')).DashboardHome, pageAbility.analytics),
      page(
        d.accessControl.path,
        async () => (await import('./access-control')).AccessControlPage,
        pageAbility.accessControl,
      ),
      page(
        d.notAuthorized.path,
        async () => (await import('./not-authorized-page')).NotAuthorizedPage,
        pageAbility.auth,
      ),
      page(d.tasks.path, async () => (await import('./tasks')).TasksPage, pageAbility.tasks),
      page(d.users.path, async () => (await import('./users')).UsersPage, pageAbility.users),
      page(d.user.path, async () => (await import('./user')).UserPage, pageAbility.users),
      {
        path: '*',
        Component: NotFound,
        handle: { ability: pageAbility.auth } satisfies DashboardRouteHandle,
      },
    ],
  },
]
