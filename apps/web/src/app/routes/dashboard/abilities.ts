import type { Ability } from '@escudo/demo-api'

/** The subject each dashboard page is guarded by; the client account only reads ACL and Auth. */
export const pageAbility = {
  analytics: { action: 'read', subject: 'Analytics' },
  tasks: { action: 'read', subject: 'Task' },
  calendar: { action: 'read', subject: 'Calendar' },
  users: { action: 'read', subject: 'User' },
  invoices: { action: 'read', subject: 'Invoice' },
  shop: { action: 'read', subject: 'Shop' },
  pages: { action: 'read', subject: 'Page' },
  blog: { action: 'read', subject: 'Blog' },
  cards: { action: 'read', subject: 'Card' },
  accessControl: { action: 'read', subject: 'ACL' },
  auth: { action: 'read', subject: 'Auth' },
} satisfies Record<string, Ability>

/** What a route declares in `handle`; a route without one needs the admin's rights (default deny). */
export type DashboardRouteHandle = { ability?: Ability }
export const DEFAULT_ABILITY: Ability = { action: 'manage', subject: 'all' }
