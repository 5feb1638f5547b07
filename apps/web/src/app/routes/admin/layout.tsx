import {
  Anchor,
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, Outlet, useLocation } from 'react-router'
import { IconChevronDown } from '../../../components/icons'
import { IconHome, IconLogout, IconUser } from '../../../components/back-office-icons'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import { MailStatusBanner } from '../../../features/admin-ops/components/mail-status-banner'
import { useSignOut } from '../../../features/auth/hooks/use-sign-out'
import { selectUser, type SessionUser } from '../../../lib/session/session-slice'
import { adminNavFor, currentNavHref } from './admin-nav'
import { RequireStaff } from './require-staff'

export function AdminLayout() {
  return (
    <RequireStaff>
      <AdminShell />
    </RequireStaff>
  )
}

function AdminShell() {
  const { t } = useTranslation(['admin-catalog', 'admin', 'common'])
  const [opened, { toggle, close }] = useDisclosure()
  const user = useSelector(selectUser)
  const current = currentNavHref(useLocation().pathname)
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
              aria-expanded={opened}
              aria-controls="admin-navbar"
            />
            <Anchor component={Link} to={paths.admin.root.getHref()} underline="never">
              <Logo label={t('common:brand')} suffix={t('admin:title')} />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.storefront.home.getHref()} size="sm" visibleFrom="md">
              {t('admin:backToStore')}
            </Anchor>
            <LanguageSwitcher />
            {user ? <StaffMenu user={user} /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="admin-navbar" p="sm" aria-label={t('admin:nav.label')} component="nav">
        <ScrollArea type="auto">
          <Stack gap="md">
            {adminNavFor(user?.role).map((group) => (
              <div key={group.key}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {t(`nav.groups.${group.key}`)}
                </Text>
                {group.items.map(({ key, href, icon: Icon }) => (
                  <MantineNavLink
                    key={key}
                    component={Link}
                    to={href}
                    active={href === current}
                    aria-current={href === current ? 'page' : undefined}
                    label={t(`nav.${key}`)}
                    leftSection={<Icon />}
                    onClick={close}
                  />
                ))}
              </div>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {user ? <MailStatusBanner canSeeOutbox={user.role === 'admin'} /> : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}

/** The signed-in staff member: name and email, the store, sign out. */
function StaffMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('admin-catalog')
  const { signOut } = useSignOut()
  return (
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.label', { name: user.name })}
          p={4}
          style={{ borderRadius: 8 }}
        >
          <Group gap={6} wrap="nowrap">
            {/* An icon, not initials: the button's name must contain all of its visible text. */}
            <Avatar size={32} radius="xl" color="escudo">
              <IconUser />
            </Avatar>
            <Text span size="sm" fw={600} visibleFrom="sm" maw={140} truncate="end">
              {user.name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate="end">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.storefront.home.getHref()} leftSection={<IconHome />}>
          {t('userMenu.store')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout />} onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
