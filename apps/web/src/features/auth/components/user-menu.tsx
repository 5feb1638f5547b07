import { Button, Menu, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { SessionUser } from '../../../lib/session/session-slice'
import { UserIcon } from './user-icon'

type UserMenuProps = { user: SessionUser; onSignOut: () => void }

/** The signed-in user's menu in the header: Minha conta, Sair. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { t } = useTranslation()
  const firstName = user.name.split(/\s+/)[0] ?? user.name
  return (
    // No focus placeholder: a `menu` may hold only menu items (axe), and the first item takes the focus.
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          px="xs"
          leftSection={<UserIcon />}
          styles={{ section: { marginInlineEnd: 0 } }}
          aria-label={t('account.menu', { name: user.name })}
        >
          <Text span size="sm" fw={600} visibleFrom="xs" maw={120} truncate="end" ml={8}>
            {firstName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.storefront.account.getHref()}>
          {t('account.account')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>{t('account.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
