import { AppShell, Burger, Group, NavLink as MantineNavLink, Anchor, ScrollArea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'

export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common'])
  const [opened, { toggle, close }] = useDisclosure()
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      bg="gray.0"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('common:closeMenu') : t('common:openMenu')}
            />
            <Anchor component={Link} to={paths.admin.root.getHref()} underline="never">
              <Logo label={t('common:brand')} suffix={t('title')} />
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Anchor component={Link} to={paths.storefront.home.getHref()} size="sm" visibleFrom="sm">
              {t('backToStore')}
            </Anchor>
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.label')} component="nav">
        <ScrollArea>
          <MantineNavLink
            component={NavLink}
            to={paths.admin.root.getHref()}
            end
            label={t('nav.overview')}
            onClick={close}
          />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
