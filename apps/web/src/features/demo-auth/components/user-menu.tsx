import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { DemoUserData } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevronDown } from '../../../components/icons'
import { IconLogout, IconSettings, IconUser } from '../../../components/back-office-icons'

type UserMenuProps = {
  user: DemoUserData
  profileHref: string
  settingsHref: string
  /** The client account may not open the profile and settings pages, so they are not offered. */
  canSeePages: boolean
  onLogOut: () => void
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

export function UserMenu({ user, profileHref, settingsHref, canSeePages, onLogOut }: UserMenuProps) {
  const { t } = useTranslation('dashboard')
  const name = user.fullName || user.username
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t(`user.roles.${user.role}`)}
              </Text>
            </Stack>
            <Avatar src={user.avatar || null} alt="" radius="xl" color="escudo">
              {initials(name)}
            </Avatar>
            <IconChevronDown size={14} />
            <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {canSeePages ? (
          <>
            <Menu.Item component={Link} to={profileHref} leftSection={<IconUser size={16} />}>
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to={settingsHref} leftSection={<IconSettings size={16} />}>
              {t('nav.accountSettings')}
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogOut}>
          {t('user.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
