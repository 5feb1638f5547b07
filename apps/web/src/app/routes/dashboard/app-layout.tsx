import { AppShell, Box, Anchor, Burger, Container, Group, Tooltip } from '@mantine/core'
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, Outlet, useNavigate } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { ScrollToTop } from '../../../components/scroll-to-top'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import { can } from '../../../features/demo-auth/utils/abilities'
import { UserMenu } from '../../../features/demo-auth/components/user-menu'
import { useSessionStore } from '../../../features/demo-auth/store/session-context'
import { CartIndicator } from '../../../features/demo-shop/components/cart-indicator'
import { useDashboardGuard } from './guard'
import classes from './app-layout.module.css'
import { homeHref } from './home-href'
import { HorizontalMenu } from './horizontal-menu'
import { MobileMenu } from './mobile-menu'
import { visibleMenu } from './navigation'
import { NotAuthorized } from './not-authorized'

export const MENU_COLLAPSED_KEY = 'escudo.dashboard.menuCollapsed'

/**
 * The template's horizontal layout: a static white navbar with the menu row below it and no vertical
 * menu. Guards every page inside it: logged-out visitors go to the login page (and come back after),
 * and a page the user's abilities do not allow shows "not authorised".
 */
export function DashboardLayout() {
  const { t } = useTranslation(['dashboard', 'common'])
  const guard = useDashboardGuard()
  const store = useSessionStore()
  const navigate = useNavigate()
  const wide = useMediaQuery('(min-width: 62em)', true)
  const [drawerOpened, drawer] = useDisclosure(false)
  const [collapsed, setCollapsed] = useLocalStorage({ key: MENU_COLLAPSED_KEY, defaultValue: false })

  if (guard.state === 'login') return <Navigate to={guard.loginHref} replace />

  const { user } = guard
  const abilities = user.ability
  const entries = visibleMenu((ability) => can(abilities, ability.action, ability.subject))
  const menuShown = wide && !collapsed

  const logOut = () => {
    void navigate(paths.dashboard.login.getHref(), { replace: true })
    store.clear()
  }

  return (
    <AppShell padding={0} bg="gray.0">
      <SkipLink />
      <header className={classes.navbar}>
        <Container size="xl">
          <Group h={62} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Tooltip
                label={wide ? (collapsed ? t('nav.expand') : t('nav.collapse')) : t('common:openMenu')}
              >
                <Burger
                  size="sm"
                  opened={!wide && drawerOpened}
                  onClick={wide ? () => setCollapsed(!collapsed) : drawer.open}
                  aria-label={wide ? (collapsed ? t('nav.expand') : t('nav.collapse')) : t('common:openMenu')}
                  aria-expanded={wide ? !collapsed : drawerOpened}
                />
              </Tooltip>
              <Anchor component={Link} to={paths.dashboard.root.getHref()} underline="never">
                <Logo label={t('common:brand')} suffix={t('title')} />
              </Anchor>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <LanguageSwitcher />
              </Box>
              {can(abilities, 'read', 'Shop') ? (
                <CartIndicator href={paths.dashboard.checkout.getHref()} />
              ) : null}
              <UserMenu
                user={user}
                profileHref={paths.dashboard.profile.getHref()}
                settingsHref={paths.dashboard.accountSettings.getHref()}
                canSeePages={can(abilities, 'read', 'Page')}
                onLogOut={logOut}
              />
            </Group>
          </Group>
        </Container>
        {menuShown ? (
          <nav aria-label={t('nav.label')} className={classes.menu}>
            <Container size="xl">
              <HorizontalMenu entries={entries} />
            </Container>
          </nav>
        ) : null}
      </header>
      <MobileMenu entries={entries} opened={drawerOpened && !wide} onClose={drawer.close} />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Container size="xl" py="lg">
          {guard.state === 'allowed' ? <Outlet /> : <NotAuthorized homeHref={homeHref(abilities)} />}
        </Container>
      </AppShell.Main>
      <ScrollToTop />
    </AppShell>
  )
}
