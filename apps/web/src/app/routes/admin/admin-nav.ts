import type { ComponentType } from 'react'
import {
  IconBox,
  IconChartBar,
  IconFiles,
  IconInvoice,
  IconMail,
  IconMessage,
  IconSend,
  IconStar,
  IconTag,
  IconUsers,
  type IconProps,
} from '../../../components/icons'
import { paths } from '../../../config/paths'

export type AdminNavItem = { key: string; href: string; icon: ComponentType<IconProps>; end?: boolean }
export type AdminNavGroup = { key: string; items: AdminNavItem[] }

/** Every section of the back office, grouped as in the side menu (labels: admin-catalog `nav.*`). */
export const adminNav: AdminNavGroup[] = [
  {
    key: 'general',
    items: [{ key: 'overview', href: paths.admin.root.getHref(), icon: IconChartBar, end: true }],
  },
  {
    key: 'catalog',
    items: [
      { key: 'products', href: paths.admin.products.getHref(), icon: IconBox },
      { key: 'taxonomy', href: paths.admin.taxonomy.getHref(), icon: IconTag },
      { key: 'banners', href: paths.admin.banners.getHref(), icon: IconFiles },
      { key: 'highlights', href: paths.admin.highlights.getHref(), icon: IconStar },
    ],
  },
  {
    key: 'sales',
    items: [
      { key: 'estimates', href: paths.admin.estimates.getHref(), icon: IconInvoice },
      { key: 'comments', href: paths.admin.comments.getHref(), icon: IconMessage },
      { key: 'contactMessages', href: paths.admin.contactMessages.getHref(), icon: IconMail },
      { key: 'customers', href: paths.admin.customers.getHref(), icon: IconUsers },
      { key: 'outbox', href: paths.admin.outbox.getHref(), icon: IconSend },
    ],
  },
]
