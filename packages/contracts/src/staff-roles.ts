/*
 * Staff roles and what each may use (issue 20, decision 030). Plain values, no schema: the storefront's first
 * chunk imports them (paths, the back office's guard), and a schema here would bring zod along.
 */

/**
 * `admin` does everything and manages the staff; `catalogue` keeps the catalogue (products, taxonomy, banners,
 * highlights, imports, the CA registry); `sales` answers buyers (estimates, comments, contact messages,
 * customers). Everyone else is a `customer`.
 */
export const STAFF_ROLES = ['admin', 'catalogue', 'sales'] as const

/** The back office's areas and the roles that use each; the API enforces it, the back office shows it. */
export const STAFF_AREAS = {
  /** The overview and the staff member's own session. */
  overview: STAFF_ROLES,
  catalogue: ['admin', 'catalogue'],
  sales: ['admin', 'sales'],
  /** Staff accounts, the audit log, the e-mail outbox, the scheduled backups and the API keys. */
  staff: ['admin'],
} as const satisfies Record<string, readonly (typeof STAFF_ROLES)[number][]>
export type StaffArea = keyof typeof STAFF_AREAS

export const isStaff = (role: string | undefined): role is (typeof STAFF_ROLES)[number] =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '')

/** Whether a user of `role` may use the back office's `area`. */
export const mayUse = (role: string | undefined, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly string[]).includes(role ?? '')

/** The web page an invitation e-mail links to, as `PUBLIC_URL + STAFF_INVITATION_PATH + '?token=…'`. */
export const STAFF_INVITATION_PATH = '/convite'
export const STAFF_INVITATION_TTL_DAYS = 7
