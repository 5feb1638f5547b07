import i18next from 'i18next'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '../../../config/paths'

/** A lazily loaded back-office page with this area's texts (the `admin-ops` namespace). */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Component] = await Promise.all([load(), i18next.loadNamespaces('admin-ops')])
    return { Component }
  },
})

/** Sales and service (the `sales` area): estimates, comments, contact messages, customers. */
export const salesRoutes: RouteObject[] = [
  page(paths.admin.estimates.path, async () => (await import('./ops-estimates')).OpsEstimatesPage),
  page(paths.admin.estimate.path, async () => (await import('./ops-estimate')).OpsEstimatePage),
  page(paths.admin.comments.path, async () => (await import('./ops-comments')).OpsCommentsPage),
  page(paths.admin.contactMessages.path, async () => (await import('./ops-contacts')).OpsContactsPage),
  page(paths.admin.customers.path, async () => (await import('./ops-customers')).OpsCustomersPage),
  page(paths.admin.customer.path, async () => (await import('./ops-customer')).OpsCustomerPage),
]

/** Admins only (the `staff` area): the team and its invitations, the outbox, the audit log, the API keys, the webhooks. */
export const staffRoutes: RouteObject[] = [
  page(paths.admin.staff.path, async () => (await import('./ops-staff')).OpsStaffPage),
  page(paths.admin.outbox.path, async () => (await import('./ops-outbox')).OpsOutboxPage),
  page(paths.admin.audit.path, async () => (await import('./ops-audit')).OpsAuditPage),
  page(paths.admin.apiKeys.path, async () => (await import('./ops-api-keys')).OpsApiKeysPage),
  page(paths.admin.webhooks.path, async () => (await import('./ops-webhooks')).OpsWebhooksPage),
]
