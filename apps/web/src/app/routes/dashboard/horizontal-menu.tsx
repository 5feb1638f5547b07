import { Group, Menu, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { IconChevronDown } from '../../../components/icons'
import classes from './app-layout.module.css'
import { isGroup, type MenuEntry } from './navigation'

/** The template's horizontal menu: single links and groups that open as dropdowns (click or hover). */
export function HorizontalMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  return (
    <Group gap={4} h={52} wrap="nowrap" className={classes.menuItems}>
      {entries.map((entry) => {
        const Icon = entry.icon
        if (!isGroup(entry)) {
          return (
            <NavLink key={entry.key} to={entry.href} end={entry.end} className={classes.menuLink}>
              <Icon size={18} />
              {t(`nav.${entry.key}`)}
            </NavLink>
          )
        }
        const active = entry.children.some((child) => pathname.startsWith(child.href))
        return (
          <Menu
            key={entry.key}
            trigger="click-hover"
            openDelay={60}
            closeDelay={150}
            position="bottom-start"
            shadow="md"
          >
            <Menu.Target>
              <UnstyledButton className={classes.menuLink} data-active={active || undefined}>
                <Icon size={18} />
                {t(`nav.${entry.key}`)}
                <IconChevronDown size={14} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.children.map((child) => {
                const ChildIcon = child.icon
                return (
                  <Menu.Item
                    key={child.key}
                    component={Link}
                    to={child.href}
                    leftSection={<ChildIcon size={16} />}
                    data-active={pathname.startsWith(child.href) || undefined}
                    className={classes.menuItem}
                  >
                    {t(`nav.${child.key}`)}
                  </Menu.Item>
                )
              })}
            </Menu.Dropdown>
          </Menu>
        )
      })}
    </Group>
  )
}
