import type { StaffArea } from '@escudo/contracts'
import type { RouteObject } from 'react-router'
import { paths } from '../../../config/paths'
import { catalogRoutes } from './catalog-routes'
import { salesRoutes, staffRoutes } from './ops-routes'

/** One area's pages under one guard (loaded with the back office's code, not in the route table's chunk). */
const guarded = (area: StaffArea, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequireArea } = await import('./require-area')
    return { element: <RequireArea area={area} /> }
  },
  children,
})

/** The back office's pages by area (contracts' STAFF_AREAS): each role opens only its own. */
export const adminPages: RouteObject[] = [
  // Every staff role's (issue 36: analytics are visible to all staff).
  {
    path: paths.admin.searches.path,
    lazy: async () => ({ Component: (await import('./search-analytics')).SearchAnalyticsPage }),
  },
  guarded('catalogue', catalogRoutes),
  guarded('sales', salesRoutes),
  guarded('staff', staffRoutes),
]
