import { authRoutes } from './handlers/auth'
import { calendarRoutes } from './handlers/calendar'
import { invoiceRoutes } from './handlers/invoices'
import { pageRoutes } from './handlers/pages'
import { shopRoutes } from './handlers/shop'
import { taskRoutes } from './handlers/tasks'
import { userRoutes } from './handlers/users'
import type { Route } from './router'

/** Every path of the dashboard template the simulation answers. */
export const routes: Route[] = [
  ...taskRoutes,
  ...calendarRoutes,
  ...userRoutes,
  ...invoiceRoutes,
  ...shopRoutes,
  ...pageRoutes,
  ...authRoutes,
]
