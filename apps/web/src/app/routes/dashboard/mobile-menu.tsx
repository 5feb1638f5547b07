import { Box, Drawer, NavLink as MantineNavLink, ScrollArea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { isGroup, type MenuEntry } from './navigation'

type MobileMenuProps = { entries: MenuEntry[]; opened: boolean; onClose: () => void }

/** On small screens the horizontal menu folds into this drawer, opened from the navbar's menu button. */
export function MobileMenu({ entries, opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={onClose}
      title={t('nav.label')}
      size={300}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <nav aria-label={t('nav.label')}>
        {entries.map((entry) => {
          const Icon = entry.icon
          if (!isGroup(entry)) {
            return (
              <MantineNavLink
                key={entry.key}
                component={Link}
                to={entry.href}
                active={pathname === entry.href}
                label={t(`nav.${entry.key}`)}
                leftSection={<Icon />}
                onClick={onClose}
              />
            )
          }
          return (
            <MantineNavLink
              key={entry.key}
              component="button"
              label={t(`nav.${entry.key}`)}
              leftSection={<Icon />}
              defaultOpened={entry.children.some((child) => pathname.startsWith(child.href))}
            >
              {entry.children.map((child) => {
                const ChildIcon = child.icon
                return (
                  <MantineNavLink
                    key={child.key}
                    component={Link}
                    to={child.href}
                    active={pathname.startsWith(child.href)}
                    label={t(`nav.${child.key}`)}
                    leftSection={<ChildIcon size={16} />}
                    onClick={onClose}
                  />
                )
              })}
            </MantineNavLink>
          )
        })}
      </nav>
      <Box mt="lg" px="sm">
        <LanguageSwitcher />
      </Box>
    </Drawer>
  )
}
