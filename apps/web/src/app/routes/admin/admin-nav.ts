import { mayUse, type Role, type StaffArea } from '@escudo/contracts'
import type { ComponentType } from 'react'
import { IconClock, IconMail, IconSearch, IconSend, type IconProps } from '../../../components/icons'
import {
  IconBox,
  IconChartBar,
  IconFiles,
  IconHome,
  IconInvoice,
  IconLock,
  IconMessage,
  IconShield,
  IconStar,
  IconTag,
  IconUpload,
  IconUsers,
  IconWebhook,
} from '../../../components/back-office-icons'
import { paths } from '../../../config/paths'

export type AdminNavItem = { key: string; href: string; icon: ComponentType<IconProps>; end?: boolean }
/** A group of the side menu is one area of the back office (contracts' STAFF_AREAS). */
export type AdminNavGroup = { key: string; area: StaffArea; items: AdminNavItem[] }

/** Every section of the back office, grouped as in the side menu (labels: admin-catalog `nav.*`). */
export const adminNav: AdminNavGroup[] = [
  {
    key: 'general',
    area: 'overview',
    items: [
      { key: 'overview', href: paths.admin.root.getHref(), icon: IconChartBar, end: true },
      { key: 'searches', href: paths.admin.searches.getHref(), icon: IconSearch },
    ],
  },
  {
    key: 'catalog',
    area: 'catalogue',
    items: [
      { key: 'products', href: paths.admin.products.getHref(), icon: IconBox },
      { key: 'imports', href: paths.admin.imports.getHref(), icon: IconUpload },
      { key: 'taxonomy', href: paths.admin.taxonomy.getHref(), icon: IconTag },
      { key: 'ca', href: paths.admin.ca.getHref(), icon: IconShield },
      { key: 'banners', href: paths.admin.banners.getHref(), icon: IconFiles },
      { key: 'highlights', href: paths.admin.highlights.getHref(), icon: IconStar },
      { key: 'distributors', href: paths.admin.distributors.getHref(), icon: IconHome },
      { key: 'synonyms', href: paths.admin.synonyms.getHref(), icon: IconSearch },
      { key: 'searchRules', href: paths.admin.searchRules.getHref(), icon: IconSearch },
    ],
  },
  {
    key: 'sales',
    area: 'sales',
    items: [
      { key: 'estimates', href: paths.admin.estimates.getHref(), icon: IconInvoice },
      { key: 'comments', href: paths.admin.comments.getHref(), icon: IconMessage },
      { key: 'contactMessages', href: paths.admin.contactMessages.getHref(), icon: IconMail },
      { key: 'customers', href: paths.admin.customers.getHref(), icon: IconUsers },
    ],
  },
  {
    key: 'admin',
    area: 'staff',
    items: [
      { key: 'staff', href: paths.admin.staff.getHref(), icon: IconShield },
      { key: 'outbox', href: paths.admin.outbox.getHref(), icon: IconSend },
      { key: 'audit', href: paths.admin.audit.getHref(), icon: IconClock },
      { key: 'apiKeys', href: paths.admin.apiKeys.getHref(), icon: IconLock },
      { key: 'webhooks', href: paths.admin.webhooks.getHref(), icon: IconWebhook },
    ],
  },
]

/** The side menu of a staff member: the groups of the areas their role uses. */
export const adminNavFor = (role: Role | undefined) => adminNav.filter((group) => mayUse(role, group.area))

/**
 * The menu item of the page at `pathname`: of the items it is under, the one with the longest address. One
 * item only: the import page (/admin/produtos/importar) is under the products' address, and is its own item.
 */
export function currentNavHref(pathname: string): string | undefined {
  const under = adminNav
    .flatMap((group) => group.items)
    .filter(({ href, end }) => pathname === href || (!end && pathname.startsWith(`${href}/`)))
  return under.sort((a, b) => b.href.length - a.href.length)[0]?.href
}
