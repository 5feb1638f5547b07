import type { Ability } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import { IconList, type IconProps } from '../../../components/icons'
import {
  IconCalendar,
  IconCart,
  IconChart,
  IconChartBar,
  IconFiles,
  IconGrid,
  IconHelp,
  IconHome,
  IconInvoice,
  IconMessage,
  IconBook,
  IconCurrency,
  IconSettings,
  IconShield,
  IconUser,
  IconUsers,
} from '../../../components/back-office-icons'
import { paths } from '../../../config/paths'
import { pageAbility } from './abilities'

export type MenuLink = {
  key: string
  href: string
  icon: ComponentType<IconProps>
  ability: Ability
  end?: boolean
}
export type MenuGroup = { key: string; icon: ComponentType<IconProps>; children: MenuLink[] }
export type MenuEntry = MenuLink | MenuGroup

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry

const d = paths.dashboard

/** The horizontal menu; each label is `nav.{key}` in the dashboard texts. */
export const menu: MenuEntry[] = [
  { key: 'home', href: d.root.getHref(), icon: IconHome, ability: pageAbility.analytics, end: true },
  {
    key: 'apps',
    icon: IconGrid,
    children: [
      { key: 'tasks', href: d.tasks.getHref(), icon: IconList, ability: pageAbility.tasks },
      { key: 'calendar', href: d.calendar.getHref(), icon: IconCalendar, ability: pageAbility.calendar },
      { key: 'users', href: d.users.getHref(), icon: IconUsers, ability: pageAbility.users },
      { key: 'invoices', href: d.invoices.getHref(), icon: IconInvoice, ability: pageAbility.invoices },
      { key: 'shop', href: d.shop.getHref(), icon: IconCart, ability: pageAbility.shop },
    ],
  },
  {
    key: 'pages',
    icon: IconFiles,
    children: [
      {
        key: 'accountSettings',
        href: d.accountSettings.getHref(),
        icon: IconSettings,
        ability: pageAbility.pages,
      },
      { key: 'profile', href: d.profile.getHref(), icon: IconUser, ability: pageAbility.pages },
      { key: 'faq', href: d.faq.getHref(), icon: IconHelp, ability: pageAbility.pages },
      { key: 'knowledgeBase', href: d.knowledgeBase.getHref(), icon: IconBook, ability: pageAbility.pages },
      { key: 'pricing', href: d.pricing.getHref(), icon: IconCurrency, ability: pageAbility.pages },
      { key: 'blog', href: d.blog.getHref(), icon: IconMessage, ability: pageAbility.blog },
    ],
  },
  {
    key: 'cards',
    icon: IconChart,
    children: [
      {
        key: 'statistics',
        href: d.cardsStatistics.getHref(),
        icon: IconChartBar,
        ability: pageAbility.cards,
      },
      { key: 'analytics', href: d.cardsAnalytics.getHref(), icon: IconChart, ability: pageAbility.cards },
    ],
  },
  {
    key: 'accessControl',
    href: d.accessControl.getHref(),
    icon: IconShield,
    ability: pageAbility.accessControl,
  },
]

/** The menu as a user may see it: links their abilities do not allow are hidden, and emptied groups too. */
export function visibleMenu(allowed: (ability: Ability) => boolean): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return allowed(entry.ability) ? [entry] : []
    const children = entry.children.filter((child) => allowed(child.ability))
    return children.length > 0 ? [{ ...entry, children }] : []
  })
}
