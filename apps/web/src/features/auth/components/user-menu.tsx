import { isStaff } from '@escudo/contracts'
import { Button, Menu, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { SessionUser } from '../../../lib/session/session-slice'
import { UserIcon } from './user-icon'

type UserMenuProps = { user: SessionUser; onSignOut: () => void }

/** The signed-in user's menu in the header: the back office (staff), Minha conta, Meus orçamentos, Meus favoritos, Sair. */
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
        {isStaff(user.role) && (
          // A page of its own, not a router link: the back office has no English address, and an English
          // page's router would put the link under /en (decision 032); it is another code area anyway.
          <Menu.Item component="a" href={paths.admin.root.getHref()}>
            {t('account.backOffice')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.storefront.account.getHref()}>
          {t('account.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.storefront.estimates.getHref()}>
          {t('account.estimates')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.storefront.favorites.getHref()}>
          {t('account.favorites')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>{t('account.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
